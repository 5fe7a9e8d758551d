/// A multi-line dump written on one line: indentation dropped, a blank after each comma.
enum OneLineDump {
  /// An action as `log`, time travel and `save`'s refusals name it:
  /// `AlertsModern.Action.alert(.presented(.incrementButtonTapped))`.
  static func action(_ dump: String) -> String {
    joined(dump.split(separator: "\n").map { $0.drop { $0 == " " } })
  }

  /// A value as a `{ … }` block assigns it: array index labels dropped too (`[0]: `), so that
  /// it reads back as a literal.
  static func value(_ lines: [String]) -> String {
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
  /// `"p\nq"`, with the escapes the shell's lexer reads (`\n`, `\"`, `\\`): a block value
  /// must read back as the string, on one line.
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
      let content = lines[(index + 1)..<end].map { String($0.dropFirst(min(margin, $0.count))) }
      var literal = "\""
      for character in content.joined(separator: "\n") {
        switch character {
        case "\n": literal += "\\n"
        case "\"": literal += "\\\""
        case "\\": literal += "\\\\"
        default: literal.append(character)
        }
      }
      literal += "\""
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
