/// `mark NAME`: names the current state, for `goto NAME` to return to; `mark` alone lists the
/// names.
struct MarkCommand: ShellCommand {
  static let info = CommandInfo(
    group: .history, name: "mark", usage: "mark [NAME]",
    summary: "name the current state for 'goto NAME'; alone, list the marks",
    example: "mark start")

  let name: String?

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    guard input.words.count <= 1 else { throw usageError }
    guard let word = input.words.first else { return Self(name: nil) }
    let name = word.text
    // A name `goto` can tell from a log position: a letter first, then letters, digits, - or _.
    guard let first = name.unicodeScalars.first, first.properties.isAlphabetic,
      name.unicodeScalars.allSatisfy({
        $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
      })
    else {
      throw ShellError(
        "a mark's name starts with a letter, then letters, digits, - or _, not '\(ShellError.shown(name))': mark start"
      )
    }
    return Self(name: name)
  }

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    guard let name else {
      session.listMarks()
      return .done(.ok)
    }
    session.setMark(name)
    return .done(.ok)
  }

  /// The current feature's marks: each name with the log entry it stands after (nil: the
  /// initial state). Kept by serial, not position, so that a mark whose actions were undone and
  /// replaced (or dropped from a full log) is known to be gone rather than misread.
  enum Marks: FeatureStateKey {
    static var initialValue: [(name: String, serial: Int?)] { [] }
  }
}

extension Session {
  fileprivate func setMark(_ name: String) {
    let log = context.log
    let position = log.position
    let serial =
      position > log.firstPosition
      ? log.entries[log.entries.startIndex + position - log.firstPosition - 1].serial : nil
    var marks = context[MarkCommand.Marks.self].filter { $0.name != name }
    marks.append((name, serial))
    context[MarkCommand.Marks.self] = marks
    renderer.text("marked '\(name)' at #\(position) ('goto \(name)' comes back here)")
  }

  fileprivate func listMarks() {
    let marks = context[MarkCommand.Marks.self]
    guard !marks.isEmpty else {
      return renderer.text("No marks in \(current.name): 'mark NAME' names the current state.")
    }
    let width = marks.map(\.name.count).max() ?? 0
    renderer.text(
      marks.map { mark in
        "  \(mark.name.padding(width))  " + (markPosition(mark.serial).map { "#\($0)" } ?? "gone")
      }.joined(separator: "\n"))
  }

  /// Where a mark stands in the log now: its entry's position (0 for the initial state), nil
  /// when that entry is no longer there.
  func markPosition(_ serial: Int?) -> Int? {
    guard let serial else { return 0 }
    let log = context.log
    guard let index = log.entries.firstIndex(where: { $0.serial == serial }) else { return nil }
    let position = log.firstPosition + (index - log.entries.startIndex) + 1
    // An undone entry is still kept (for redo): the mark stands there all the same.
    return position
  }
}
