/// A multi-line dump written on one line: indentation dropped, a blank after each comma.
enum OneLineDump {
  /// An action as `log`, time travel and `save`'s refusals name it:
  /// `AlertsModern.Action.alert(.presented(.incrementButtonTapped))`.
  /// A multi-line string keeps its line breaks as `\n` (`.addNote("a\nb")`): joined bare, its
  /// lines ran together (`"""ab"""`).
  static func action(_ dump: String) -> String {
    guard dump.contains("\"\"\"") else {
      return joined(dump.split(separator: "\n").map { $0.drop { $0 == " " } })
    }
    let lines = stringBlocksOnOneLine(
      dump.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    return joined(lines.filter { !$0.isEmpty }.map { $0.drop { $0 == " " } })
  }

  /// An action as a saved script writes it for its replay to read (`receive`'s value): as
  /// ``action(_:)`` writes it, but with each string, a `"""` block too, written as
  /// ``QuotedString/written(_:)`` writes it.
  static func writtenAction(_ dump: String) -> String {
    let lines = stringBlocksOnOneLine(
      dump.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    return QuotedString.canonical(joined(lines.map { $0.drop { $0 == " " } }))
  }

  /// A value as a `{ … }` block assigns it: array index labels dropped too (`[0]: `), and each
  /// string written as the shell's reader reads it back (``QuotedString/written(_:)``: `"a\"b"`
  /// for the dump's `#"a"b"#`), so that it reads back as a literal.
  static func value(_ lines: [String]) -> String {
    QuotedString.canonical(oneLine(lines))
  }

  /// `lines` on one line: `"""` blocks as one-line literals, index labels dropped.
  static func oneLine(_ lines: [String]) -> String {
    joined(
      stringBlocksOnOneLine(lines).map { line in
        let line = Substring(line.trimmingBlanks)
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]"),
          line[line.index(after: close)...].hasPrefix(": ")
        else { return line }
        return line[line.index(close, offsetBy: 3)...]
      })
  }

  /// `lines` with each `"""` block (a multi-line string as the dumper prints it, its lines and
  /// closing quotes indented alike) written as one quoted literal on its opening line,
  /// `"p\nq"`, as ``QuotedString/written(_:)`` writes it: a block value must read back as the
  /// string, on one line.
  private static func stringBlocksOnOneLine(_ lines: [String]) -> [String] {
    var result: [String] = []
    var index = lines.startIndex
    while index < lines.endIndex {
      let line = lines[index]
      guard let (head, hashes) = blockOpening(line) else {
        result.append(line)
        index += 1
        continue
      }
      let closing = "\"\"\"" + hashes
      guard
        let end = lines[(index + 1)...].firstIndex(where: {
          $0.trimmingBlanks.hasPrefix(closing)
        })
      else {
        result.append(line)
        index += 1
        continue
      }
      let margin = lines[end].prefix { $0 == " " }.count
      // The margin is blanks only: a line's own text is never dropped.
      let content = lines[(index + 1)..<end].map {
        String($0.dropFirst(min(margin, $0.prefix { $0 == " " }.count)))
      }
      let literal = QuotedString.written(
        QuotedString.blockValue(content.joined(separator: "\n"), hashes: hashes.count))
      let rest = lines[end].trimmingBlanks.dropFirst(closing.count)
      result.append(head + literal + rest)
      index = end + 1
    }
    return result
  }

  /// The text before a line's opening `"""` (or `#"""`) and the `#`s of that opening; nil for
  /// a line that opens no block.
  private static func blockOpening(_ line: String) -> (head: String, hashes: String)? {
    guard line.hasSuffix("\"\"\"") else { return nil }
    var head = line.dropLast(3)
    var hashes = ""
    while head.hasSuffix("#") {
      head = head.dropLast()
      hashes += "#"
    }
    let before = head.trimmingBlanks
    // The opening stands alone, or after a label (`name: `), a case (`.text(`) or `= `.
    guard before.isEmpty || head.hasSuffix(": ") || head.hasSuffix("(") || head.hasSuffix("= ")
    else { return nil }
    return (String(head), hashes)
  }

  private static func joined(_ lines: [Substring]) -> String {
    var text = ""
    for line in lines {
      if text.hasSuffix(",") { text += " " }
      text += line
    }
    return text
  }
}
