/// What one `LineEditor.readLine(prompt:)` call produced.
public enum LineEditorResult: Equatable, Sendable {
  /// A line the user entered, without its trailing newline.
  case line(String)
  /// Ctrl-D on an empty line, or the input ended.
  case endOfInput
}
