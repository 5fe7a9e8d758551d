/// Wraps prose to a width, for what the shell prints at a terminal (`help`, `features`, the
/// banner): breaks at blanks, indents the lines after the first, and never breaks a word (one
/// longer than the width keeps its own line). Widths are terminal columns: a wide character
/// (CJK, an emoji a user typed into a value an error quotes) takes two.
enum TextWrap {
  /// `text` as lines of at most `width` columns (nil: one line, as it is); lines after the
  /// first start with `indent` blanks.
  static func lines(_ text: String, width: Int?, indent: Int) -> [String] {
    guard let width, text.utf8.count > width, EditArea.width(text) > width else { return [text] }
    let pad = String(repeating: " ", count: indent)
    var lines: [String] = []
    var current = ""
    // Blanks leading the text (a column's own indent) stay with its first word.
    let leading = String(text.prefix { $0 == " " })
    for word in text.dropFirst(leading.count).split(
      separator: " ", omittingEmptySubsequences: false)
    {
      let start =
        lines.isEmpty && current.isEmpty ? leading : (current.isEmpty ? pad : current + " ")
      if current.isEmpty || EditArea.width(start + word) <= width {
        current = start + word
      } else {
        lines.append(current)
        current = pad + word
      }
    }
    lines.append(current)
    return lines
  }

  /// Each line of `text` wrapped, continuation lines indented to where its content starts
  /// after `hanging` characters (a two-column table's second column).
  static func text(_ text: String, width: Int?, hanging: (String) -> Int = { _ in 2 }) -> String {
    guard width != nil else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
      lines(String(line), width: width, indent: hanging(String(line)))
    }.joined(separator: "\n")
  }
}
