import Composable
import Foundation

/// One JSON object a line for every event, for tools and editors. The fields are documented in
/// docs/json.md and kept stable: `event` says which kind of object it is.
@MainActor
public final class JSONRenderer: Renderer {
  /// Every field any event has; absent ones are left out.
  struct Event: Encodable {
    var event: String
    var line: Int?
    var feature: String?
    /// The focused child's state path (`command`), or where a presented thing sits (`presented`).
    var focus: String?
    var path: String?
    var text: String?
    var number: Int?
    var origin: String?
    var action: String?
    var diff: String?
    var kind: String?
    var title: String?
    var message: String?
    var buttons: [Button]?
    /// The state after an action or a time-travel step, or asked for with `state --json`.
    var state: JSONValue?
    struct Button: Encodable {
      var number: Int
      var label: String
      var role: String?
    }
  }

  private let output: Output
  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  public init(output: Output) {
    self.output = output
  }

  private func emit(_ event: Event) {
    // Encoding these plain values cannot fail; a failure would be a bug worth seeing.
    let data = try! encoder.encode(event)
    output.line(String(decoding: data, as: UTF8.self))
  }

  public func command(
    _ text: @autoclosure () -> String, prompt: String, feature: String, focus: String?,
    line: Int
  ) {
    emit(Event(event: "command", line: line, feature: feature, focus: focus, text: text()))
  }

  public func action(
    _ event: HostEvent, origin: ActionSource, number: Int, feature: String, showDiff: Bool
  ) {
    emit(
      Event(
        event: "action", feature: feature, number: number, origin: origin.rawValue,
        action: customDump(event.action),
        diff: showDiff ? diff(event.stateBefore, event.stateAfter) : nil,
        state: JSONValue(event.stateAfter)))
  }

  public func presentedChild(
    _ name: String, style: PresentationStyle, path: String, text: String, feature: String
  ) {
    emit(
      Event(
        event: "presented", feature: feature, path: path, text: text, kind: style.jsonKind,
        title: name))
  }

  public func pushedScreen(_ name: String, path: String, text: String, feature: String) {
    emit(
      Event(
        event: "presented", feature: feature, path: path, text: text, kind: "pushed",
        title: name))
  }

  public func presented(_ item: PresentedItem, feature: String, path: String?) {
    emit(
      Event(
        event: "presented", feature: feature, path: path,
        kind: item.kind == .alert ? "alert" : "dialog",
        title: item.title, message: item.message,
        buttons: item.buttons.enumerated().map {
          .init(
            number: $0.offset + 1, label: $0.element.label,
            role: PresentedItem.roleName($0.element.role))
        }))
  }

  public func text(_ text: String) {
    emit(Event(event: "output", text: text))
  }

  public func stateChange(
    _ summary: String, before: Any, after: Any, feature: String, showDiff: Bool
  ) {
    emit(
      Event(
        event: "state", feature: feature, text: summary, diff: showDiff ? diff(before, after) : nil,
        state: JSONValue(after)))
  }

  public func error(_ message: String, line: Int?) {
    emit(Event(event: "error", line: line, message: message))
    output.flush()
  }

  public func warning(_ message: String, line: Int?) {
    emit(Event(event: "warning", line: line, message: message))
  }

  public func stateValue(_ value: JSONValue, feature: String) {
    emit(Event(event: "output", feature: feature, state: value))
  }

  public func flush() { output.flush() }
}
