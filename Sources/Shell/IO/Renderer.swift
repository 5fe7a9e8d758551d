import Composable

/// Where a session's results go: text for people (``TextRenderer``), or one JSON object a line
/// for tools (``JSONRenderer``).
@MainActor
public protocol Renderer: AnyObject {
  /// A command about to run (printed with `--echo`; always an event in JSON).
  /// `text` is worked out only if the renderer prints it (masking secrets costs a parse).
  func command(_ text: @autoclosure () -> String, prompt: String, feature: String, line: Int)
  /// One processed action: its log number, origin, and the state before and after.
  func action(_ event: HostEvent, origin: LogOrigin, number: Int, feature: String, showDiff: Bool)
  /// An alert or dialog that is now presented (or asked for with `alert` / `dialog`).
  func presented(_ item: PresentedItem, feature: String)
  /// Ordinary results: a state dump, a list, a note.
  func text(_ text: String)
  /// A time-travel step: the state went from `before` to `after`.
  func stateChange(_ summary: String, before: Any, after: Any, feature: String, showDiff: Bool)
  /// A failed command: `line` is the script line (nil at the terminal).
  func error(_ message: String, line: Int?)
  /// A runtime warning (TCA's `reportIssue`): something is wrong, but the command ran.
  func warning(_ message: String, line: Int?)
  /// A state (or a value in it) as JSON (`state --json`).
  func stateValue(_ value: JSONValue, feature: String)
  /// Writes out anything buffered.
  func flush()
}

extension PresentedItem {
  /// `(cancel)` / `(destructive)` for a role.
  static func roleName(_ role: ButtonStateRole?) -> String? {
    switch role {
    case .cancel: "cancel"
    case .destructive: "destructive"
    case nil: nil
    }
  }
}
