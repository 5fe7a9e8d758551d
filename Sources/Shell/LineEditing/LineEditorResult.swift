/// What one `LineEditor.readLine(prompt:)` call produced.
public enum LineEditorResult: Equatable, Sendable {
  /// A line the user entered, without its trailing newline.
  case line(String)
  /// Ctrl-C: the half-typed line was discarded. Prompt again. (`readLine` itself handles
  /// Ctrl-C through `cancelLine()` and keeps reading; this is for callers that stop instead.)
  case interrupted
  /// Ctrl-D on an empty line, or the input ended.
  case endOfInput
}
