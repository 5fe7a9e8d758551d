extension ShellError {
  /// The longest stretch of a typed word an error message repeats back.
  static let shownLimit = 60

  /// `word` as an error message repeats it: cut to ``shownLimit`` characters with `…` and the
  /// full length, so that a megabyte-long name still gives a readable line.
  static func shown(_ word: some StringProtocol) -> String {
    guard word.count > shownLimit else { return String(word) }
    return "\(word.prefix(shownLimit))… (\(word.count) characters)"
  }

  /// `text` with control characters written as escapes (`\n`, `\t`, `\u{1B}`).
  static func escapingControls(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: Escaping.isGeneralControl) else { return text }
    var result = ""
    Escaping.message.write(text, to: &result)
    return result
  }
}
