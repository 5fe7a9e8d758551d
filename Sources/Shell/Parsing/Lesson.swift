/// A lesson file as `play` reads it: a script of commands whose `#` comment lines are the
/// narration said between steps. A line `## Title` is a heading; `# text` is narration; a blank
/// line is nothing; any other line is a command, one step, and a `{ … }` block written over
/// several lines is one step, its lines joined as `source` joins them (``FileCommands``). What
/// is said before a command belongs to its step (it is shown before the command waits at the
/// prompt); what follows the last command is the closing narration.
struct Lesson: Equatable {
  /// One line of narration.
  enum Narration: Equatable {
    case heading(String)
    case text(String)
  }

  struct Step: Equatable {
    /// What is said before the command.
    let narration: [Narration]
    /// The command as written (a comment after it stays, and `play` shows it); a block over
    /// lines joined into one (`send increment { count = 1 }`).
    let command: String
    /// Its (first) line in the file, from 1.
    let line: Int
    /// For a block left unclosed (the next command came, or the file ended, before its `}`):
    /// the one-line error it gives when run as written. Nil for a whole command.
    var unclosed: String? = nil
  }

  let steps: [Step]
  /// What is said after the last command.
  let closing: [Narration]

  /// Reads a lesson's text. Never fails: any line that is not a comment or blank is a step,
  /// and it is the command's own parser that refuses it when it runs.
  init(_ text: String) {
    var steps: [Step] = []
    var pending: [Narration] = []
    var commands = FileCommands(text: text)
    while let item = commands.next() {
      switch item {
      case .line(let line, let number):
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.isEmpty { continue }
        if let narration = Self.narration(trimmed) {
          pending.append(narration)
          continue
        }
        steps.append(Step(narration: pending, command: line, line: number))
      case .unclosed(let block, let error, let number):
        steps.append(Step(narration: pending, command: block, line: number, unclosed: error))
      case .refused:
        // A text's lines are never refused (that is the file reader's, for bytes).
        continue
      }
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
