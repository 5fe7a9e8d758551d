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
    return lines(body, width: width, indent: indent).map { open + $0 + close }
      .joined(separator: "\n")
  }

  /// `line` broken at blanks into lines of at most `width` characters, those after the first
  /// indented by `indent`. A word too long for a line of its own stays where it is: moving it
  /// would only add a short line, and the terminal breaks it anyway.
  static func lines(_ line: String, width: Int, indent: Int) -> [String] {
    let pad = String(repeating: " ", count: indent)
    let leading = line.prefix { $0 == " " }.count
    var lines: [String] = []
    var current = String(repeating: " ", count: leading)
    var currentIsEmpty = true
    for word in line.dropFirst(leading).split(separator: " ", omittingEmptySubsequences: false) {
      if currentIsEmpty {
        current += word
        currentIsEmpty = word.isEmpty
      } else if current.count + 1 + word.count <= width || indent + word.count > width
        || word.isEmpty
      {
        current += " " + word
      } else {
        while current.hasSuffix(" ") { current.removeLast() }
        lines.append(current)
        current = pad + word
      }
    }
    lines.append(current)
    return lines
  }
}
