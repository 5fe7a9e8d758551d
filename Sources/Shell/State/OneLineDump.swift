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
      lines.map { line in
        let line = Substring(line.trimmingBlanks)
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]"),
          line[line.index(after: close)...].hasPrefix(": ")
        else { return line }
        return line[line.index(close, offsetBy: 3)...]
      })
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
