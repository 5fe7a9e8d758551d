import Composable

/// `log`: the actions processed so far, numbered, with where each came from.
struct LogCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    group: .history,
    name: "log", usage: "log",
    summary: "list the actions processed so far, numbered, with where each came from",
    example: "log")
  static let pagesLongOutput = true

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    session.showLog()
    return .done(.ok)
  }
}

extension Session {
  /// `log`: every kept action, numbered, with its origin; `*` marks where the state is, and
  /// undone actions are marked as such.
  fileprivate func showLog() {
    let log = context.log
    guard log.count > 0 else {
      renderer.text("No actions yet.")
      return
    }
    var lines: [String] = []
    if log.firstPosition > 0 {
      lines.append(
        "  (\(Wording.count(log.firstPosition, "older action")) dropped: the log keeps \(log.capacity))"
      )
    }
    let width = String(log.lastPosition).count
    for (offset, entry) in log.entries.enumerated() {
      let mark = entry.number == log.position ? "*" : " "
      let undone = offset >= log.cursor ? "  (undone)" : ""
      let number = String(entry.number)
      let padded = String(repeating: " ", count: width - number.count) + number
      let action = OneLineDump.action(customDump(entry.action))
      lines.append("\(mark) #\(padded)  \(entry.origin.rawValue.padding(8))  \(action)\(undone)")
    }
    renderer.text(lines.joined(separator: "\n"))
  }
}
