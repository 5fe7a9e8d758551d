/// A lesson file as `play` reads it: a script of commands whose `#` comment lines are the
/// narration said between steps. A line `## Title` is a heading; `# text` is narration; a blank
/// line is nothing; any other line is a command, one step. What is said before a command belongs
/// to its step (it is shown before the command waits at the prompt); what follows the last
/// command is the closing narration.
struct Lesson: Equatable {
  /// One line of narration.
  enum Narration: Equatable {
    case heading(String)
    case text(String)
  }

  struct Step: Equatable {
    /// What is said before the command.
    let narration: [Narration]
    /// The command as written (a comment after it stays, and `play` shows it).
    let command: String
    /// Its line in the file, from 1.
    let line: Int
  }

  let steps: [Step]
  /// What is said after the last command.
  let closing: [Narration]

  /// Reads a lesson's text. Never fails: any line that is not a comment or blank is a step,
  /// and it is the command's own parser that refuses it when it runs.
  init(_ text: String) {
    var steps: [Step] = []
    var pending: [Narration] = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, raw) in lines.enumerated() {
      let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.isEmpty { continue }
      if let narration = Self.narration(trimmed) {
        pending.append(narration)
        continue
      }
      steps.append(Step(narration: pending, command: String(line), line: index + 1))
      pending = []
    }
    self.steps = steps
    closing = pending
  }

  /// `## Title` is a heading, `# text` narration (one blank after the marks is dropped); nil for
  /// a line that is not a comment. `#!` (a first line naming the program) is narration too, as
  /// any comment is: a lesson says what it says.
  static func narration(_ line: Substring) -> Narration? {
    guard line.hasPrefix("#") else { return nil }
    if line.hasPrefix("##") {
      return .heading(String(line.drop { $0 == "#" }.drop { $0 == " " }))
    }
    var rest = line.dropFirst()
    if rest.hasPrefix(" ") { rest = rest.dropFirst() }
    return .text(String(rest))
  }
}
