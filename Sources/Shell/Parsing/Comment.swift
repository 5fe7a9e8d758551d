/// The command language's comments, declared once (docs/commands.md): an unquoted `#` that
/// begins a word (at the start of the line or after a blank), outside brackets and a `{ … }`
/// block, starts a comment that runs to the end of the line, as in a POSIX shell. A `#` inside
/// a word (`a#b`), in quotes (`"#"`), in brackets (`[#0: …]`) or opening a raw string literal
/// (`#"a"b"#`, see ``QuotedString``) is text.
enum Comment {
  /// Where `line`'s comment starts (at its `#`), nil when it has none.
  static func start<Line: StringProtocol>(in line: Line) -> Line.Index? {
    // Nearly every line has no `#` at all: one pass over the bytes says so.
    guard line.utf8.contains(UInt8(ascii: "#")) else { return nil }
    var quotes = QuoteTracker()
    var depth = 0
    var afterBlank = true
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      if !quotes.take(character) {
        if character == "#", depth == 0, afterBlank, !opensRawString(line[index...]) {
          return index
        }
        if "([{".contains(character) { depth += 1 }
        if ")]}".contains(character) { depth = max(0, depth - 1) }
      }
      afterBlank = !quotes.isInString && (character == " " || character == "\t")
      line.formIndex(after: &index)
    }
    return nil
  }

  /// Whether `text` starts with a raw string literal's opening (`#"`, `##"`), as dumps print a
  /// string that holds a quote or a backslash: a value, not a comment.
  private static func opensRawString<Text: StringProtocol>(_ text: Text) -> Bool {
    text.drop { $0 == "#" }.first == "\""
  }

  /// `line` without its comment and the blanks before it.
  static func code(of line: Substring) -> Substring {
    guard let start = start(in: line) else { return line }
    var end = start
    while end > line.startIndex {
      let before = line.index(before: end)
      guard line[before] == " " || line[before] == "\t" else { break }
      end = before
    }
    return line[..<end]
  }

  /// For a line that failed: when its comment starts `#` and a digit, the note that it was a
  /// comment, not a stack element id as dumps write them (`#0`); empty otherwise.
  static func stackIDNote(in line: String) -> String {
    guard let start = start(in: line) else { return "" }
    let next = line[start...].dropFirst().first
    guard let next, next.isASCIIDigit else { return "" }
    return
      " ('#\(next)…' after a blank starts a comment: write a stack element id as \(next) or \"#\(next)\")"
  }
}
