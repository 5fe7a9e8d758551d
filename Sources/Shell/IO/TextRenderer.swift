import Composable

/// Results as people read them: actions as TCA's `_printChanges()` prints them, diffs in
/// swift-custom-dump's format, alerts with numbered buttons; errors as `line N: ...` in a
/// script and `error: ...` at a terminal.
@MainActor
public final class TextRenderer: Renderer {
  let output: Output
  private let echo: Bool
  /// What a script's line is called in messages: `line` for a file or a pipe, `-c, command`
  /// for the commands given with `-c` (one line may hold several).
  private let lineLabel: String

  public init(output: Output, echo: Bool = false, lineLabel: String = "line") {
    self.output = output
    self.echo = echo
    self.lineLabel = lineLabel
  }

  public func command(
    _ text: @autoclosure () -> String, prompt: String, feature: String, focus: String?,
    line: Int
  ) {
    if echo { output.line(prompt + text()) }
  }

  /// Received actions get a `received action:` heading; then the action dumped and indented;
  /// then the diff or `(No state changes)`.
  public func action(
    _ event: HostEvent, origin: ActionSource, number: Int, feature: String, showDiff: Bool
  ) {
    if origin == .received { output.line("received action:") }
    let action = customDump(event.action)
    if !action.containsASCII(UInt8(ascii: "\n")), !output.colour {
      // The common case, an action on one line: it and the diff go to the buffer in one write,
      // the diff never joined into a string. Worked out first: it runs the state's own code.
      let change = showDiff ? diffText(event.stateBefore, event.stateAfter) : nil
      output.write { bytes in
        bytes.append(UInt8(ascii: " "))
        bytes.append(UInt8(ascii: " "))
        bytes.append(utf8: action)
        bytes.append(UInt8(ascii: "\n"))
        guard showDiff else { return }
        if let change {
          change.append(to: &bytes)
        } else {
          bytes.append(utf8: Self.noChanges)
        }
        bytes.append(UInt8(ascii: "\n"))
      }
      return
    }
    output.line(Self.indented(action))
    guard showDiff else { return }
    if let change = diff(event.stateBefore, event.stateAfter) {
      output.diff(change)
    } else {
      output.line(Self.noChanges)
    }
  }

  private static let noChanges = "  (No state changes)"

  public func presentedChild(
    _ name: String, style: PresentationStyle, path: String, text: String, feature: String
  ) {
    output.line(text)
  }

  public func pushedScreen(_ name: String, path: String, text: String, feature: String) {
    output.line(text)
  }

  public func presented(_ item: PresentedItem, feature: String, path: String?) {
    let heading = item.kind == .alert ? "Alert" : "Dialog"
    output.line("\(heading)\(item.titleHidden ? " (title hidden)" : ""): \(item.title)")
    if let message = item.message {
      for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
        output.line("  " + line)
      }
    }
    for (index, button) in item.buttons.enumerated() {
      let role = PresentedItem.roleName(button.role).map { " (\($0))" } ?? ""
      output.line("  [\(index + 1)] \(button.label)\(role)")
    }
  }

  public func text(_ text: String) {
    output.line(text)
  }

  public func stateChange(
    _ summary: String, before: Any, after: Any, feature: String, showDiff: Bool
  ) {
    output.line(summary)
    guard showDiff else { return }
    if let change = diff(before, after) {
      output.diff(change)
    } else {
      output.line(Self.noChanges)
    }
  }

  public func error(_ message: String, line: Int?) {
    output.error(line.map { "\(lineLabel) \($0): \(message)" } ?? "error: \(message)")
  }

  public func warning(_ message: String, line: Int?) {
    output.error(
      line.map { "\(lineLabel) \($0): warning: \(message)" } ?? "warning: \(message)")
  }

  public func stateValue(_ value: JSONValue, feature: String) { text(value.text) }

  public func flush() { output.flush() }

  static func indented(_ text: String) -> String {
    // Most actions dump on one line: skip the split and join (a hot path in scripts).
    guard text.containsASCII(UInt8(ascii: "\n")) else { return "  " + text }
    return "  "
      + text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
  }
}
