import Composable

/// How `state` prints a value: in full when it is short, else collapsed by depth until it fits
/// a screen, with a note that `--full` prints everything. Each collapsed try stops as soon as it
/// passes the screen (the dumper's line budget), so a large state is dumped in full once.
enum StateDump {
  static let maxLines = 120

  static func text(_ value: Any, full: Bool) -> String {
    let whole = customDump(value)
    guard !full, lineCount(whole) > maxLines else { return whole }
    for depth in stride(from: 6, through: 1, by: -1) {
      if let collapsed = customDump(value, maxDepth: depth, maxLines: maxLines) {
        return collapsed + "\n(collapsed: 'state --full' prints all \(lineCount(whole)) lines)"
      }
    }
    return customDump(value, maxDepth: 1)
      + "\n(collapsed: 'state --full' prints all \(lineCount(whole)) lines)"
  }

  private static func lineCount(_ text: String) -> Int {
    text.utf8.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  }
}
