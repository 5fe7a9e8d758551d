/// What one `LineEditor.readLine(prompt:)` call produced.
public enum LineEditorResult: Equatable, Sendable {
  /// A line the user entered, without its trailing newline.
  case line(String)
  /// Ctrl-D on an empty line, or the input ended.
  case endOfInput
  /// Ctrl-C while answering a question (`LineEditor.readAnswer(prompt:)`): the question is off.
  case interrupted
}
