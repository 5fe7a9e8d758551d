import Composable

/// Where a session's results go: text for people (``TextRenderer``), or one JSON object a line
/// for tools (``JSONRenderer``).
@MainActor
public protocol Renderer: AnyObject {
  /// A command about to run (printed with `--echo`; always an event in JSON).
  /// `text` is worked out only if the renderer prints it (masking secrets costs a parse).
  /// `focus`: the state path of the child `focus` stepped into (nil at the feature's root).
  func command(
    _ text: @autoclosure () -> String, prompt: String, feature: String, focus: String?, line: Int)
  /// One processed action: its log number, origin, and the state before and after.
  func action(
    _ event: HostEvent, origin: ActionSource, number: Int, feature: String, showDiff: Bool)
  /// An alert or dialog that is now presented (or asked for with `alert` / `dialog`). `path`:
  /// its state path when a child presented it (`path[id: 0].detail.destination.alert`), nil
  /// for the feature's own.
  func presented(_ item: PresentedItem, feature: String, path: String?)
  /// A child feature now presented (or asked for with `sheet`): its type's name, how the
  /// registration says its view shows it (a sheet unless named), the state path of its value
  /// (`syncUpsList.addSyncUp`), and the text people read (its heading, state and actions).
  func presentedChild(
    _ name: String, style: PresentationStyle, path: String, text: String, feature: String)
  /// A screen just pushed onto a navigation stack: `name` is its feature, `path` where its
  /// state is (`path[1].meeting`), `text` its panel.
  func pushedScreen(_ name: String, path: String, text: String, feature: String)
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

extension Renderer {
  func presented(_ item: PresentedItem, feature: String) {
    presented(item, feature: feature, path: nil)
  }
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
