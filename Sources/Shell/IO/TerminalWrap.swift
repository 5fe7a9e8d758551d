/// Output wrapped to a terminal's width at word boundaries: each line longer than the window
/// breaks at its last blank that fits, and the lines it continues on are indented two columns
/// past where its text starts (after a diff's `-`/`+`), so a narrow window never cuts a word
/// in two the way the terminal's own wrapping does. A line in one colour (`ESC[31m…ESC[0m`)
/// keeps it on every piece. A word longer than the width keeps a line of its own.
enum TerminalWrap {
  /// `text` (lines separated by newlines) wrapped to `width` columns; as it is when nil.
  static func wrap(_ text: String, width: Int?) -> String {
    guard let width, width > 0 else { return text }
    // The common case, every line fits: nothing is split or joined.
    var fits = true
    var run = 0
    for character in text.unicodeScalars {
      if character == "\n" {
        run = 0
      } else {
        run += 1
        if run > width {
          fits = false
          break
        }
      }
    }
    if fits { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map {
      wrapLine(String($0), width: width)
    }.joined(separator: "\n")
  }

  private static func wrapLine(_ line: String, width: Int) -> String {
    var (open, body, close) = ("", line, "")
    if line.hasPrefix("\u{1B}["), let m = line.firstIndex(of: "m"), line.hasSuffix("\u{1B}[0m") {
      open = String(line[...m])
      body = String(line[line.index(after: m)..<line.index(line.endIndex, offsetBy: -4)])
      close = "\u{1B}[0m"
    }
    guard !body.contains("\u{1B}"), body.count > width else { return line }
    var marker = 0
    if body.hasPrefix("- ") || body.hasPrefix("+ ") { marker = 2 }
    let blanks = body.dropFirst(marker).prefix { $0 == " " }.count
    let indent = min(marker + blanks + 2, width / 2)
    return TextWrap.lines(body, width: width, indent: indent).map { open + $0 + close }
      .joined(separator: "\n")
  }
}
