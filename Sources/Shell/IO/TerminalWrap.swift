/// Output wrapped to a terminal's width at word boundaries: each line longer than the window
/// breaks at its last blank that fits, and the lines it continues on are indented two columns
/// past where its text starts (after a diff's `-`/`+`), so a narrow window never cuts a word
/// in two the way the terminal's own wrapping does. A diff line's continuations keep its
/// marker in the marker's column, so each still reads as removed or inserted. A line in one
/// colour (`ESC[31m…ESC[0m`) keeps it on every piece. A word longer than the width keeps a line
/// of its own.
enum TerminalWrap {
  /// `text` (lines separated by newlines) wrapped to `width` columns; as it is when nil.
  static func wrap(_ text: String, width: Int?) -> String {
    guard let width, width > 0 else { return text }
    // The common case, every line fits: nothing is split or joined. A line of no more bytes
    // than columns fits whatever it holds (a character takes at least as many UTF-8 bytes as
    // columns); a longer one is measured.
    var fits = true
    var lineStart = text.utf8.startIndex
    var run = 0
    for (index, byte) in zip(text.utf8.indices, text.utf8) {
      if byte == UInt8(ascii: "\n") {
        run = 0
        lineStart = text.utf8.index(after: index)
      } else {
        run += 1
        if run > width,
          EditArea.width(text[lineStart...].prefix { $0 != "\n" }) > width
        {
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
    guard !body.contains("\u{1B}"), EditArea.width(body) > width else { return line }
    let marker = DiffMarker(body)
    let textStart = marker.map { $0.column + 2 } ?? 0
    let blanks = body.dropFirst(textStart).prefix { $0 == " " }.count
    let indent = min(textStart + blanks + 2, width / 2)
    var pieces = lines(body, width: width, indent: indent)
    if let marker, marker.column < indent {
      // A continuation is still a removed or an inserted line: its marker stays in its column.
      for index in pieces.indices.dropFirst() {
        pieces[index] = marker.placed(in: pieces[index])
      }
    }
    return pieces.map { open + $0 + close }.joined(separator: "\n")
  }

  /// A diff line's `-` or `+` (custom-dump's, in column 0) or `−` or `+` (the test store's,
  /// after blanks), followed by a blank.
  private struct DiffMarker {
    let character: Character
    let column: Int

    init?(_ line: String) {
      let column = line.prefix { $0 == " " }.count
      let rest = line.dropFirst(column)
      guard let character = rest.first, "-+\u{2212}".contains(character),
        rest.dropFirst().first == " "
      else { return nil }
      self.character = character
      self.column = column
    }

    /// `piece` (a continuation, blanks up to its text) with the marker in its column.
    func placed(in piece: String) -> String {
      String(piece.prefix(column)) + String(character) + piece.dropFirst(column + 1)
    }
  }

  /// `line` broken at blanks into lines of at most `width` columns (a wide character, CJK or
  /// an emoji, takes two), those after the first
  /// indented by `indent`. A word too long for a line of its own stays where it is: moving it
  /// would only add a short line, and the terminal breaks it anyway.
  static func lines(_ line: String, width: Int, indent: Int) -> [String] {
    let pad = String(repeating: " ", count: indent)
    let leading = line.prefix { $0 == " " }.count
    var lines: [String] = []
    var current = String(repeating: " ", count: leading)
    var currentWidth = leading
    var currentIsEmpty = true
    for word in line.dropFirst(leading).split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = EditArea.width(word)
      if currentIsEmpty {
        current += word
        currentWidth += wordWidth
        currentIsEmpty = word.isEmpty
      } else if currentWidth + 1 + wordWidth <= width || indent + wordWidth > width
        || word.isEmpty
      {
        current += " " + word
        currentWidth += 1 + wordWidth
      } else {
        while current.hasSuffix(" ") { current.removeLast() }
        lines.append(current)
        current = pad + word
        currentWidth = indent + wordWidth
      }
    }
    lines.append(current)
    return lines
  }
}
