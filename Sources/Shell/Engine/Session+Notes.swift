extension Session {
  /// A sentence or more of prose (`(cancelled 1 effect …)`): wrapped at the terminal's width,
  /// as `help` is, continuation lines under the text after the opening parenthesis. Printed as
  /// it is where there is no terminal (a script's output stays one line a note).
  func note(_ text: String) {
    renderer.text(
      TextWrap.lines(text, width: configuration.outputWidth(), indent: 1).joined(separator: "\n"))
  }
}

extension Session {
  /// A one-line error message wrapped at the terminal's width after the `error: ` it is shown
  /// with; a message of several lines (a diff) keeps its own layout.
  func wrappedError(_ message: String) -> String {
    let label = "error: "
    guard !message.contains("\n"), let width = configuration.outputWidth() else { return message }
    let lines = TextWrap.lines(label + message, width: width, indent: 2)
    return String(lines.joined(separator: "\n").dropFirst(label.count))
  }
}
