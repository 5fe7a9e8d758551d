extension StateTree {
  /// The tree of a value written in a block (`AuthSession(user: …, expiresAt: …)`), split into
  /// labelled fields as a state's tree is, so that a failed check prints both sides in the same
  /// layout and marks only the fields that differ, as TCA's test store does. Text that is not
  /// `Type(label: value, …)` stays one leaf.
  init(source text: String) {
    let text = text.trimmingBlanks
    guard let open = text.firstIndex(of: "("), text.hasSuffix(")"),
      let first = text.first, first.isLetter || first == "_",
      text[..<open].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
    else {
      self = .leaf(text)
      return
    }
    let inner = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
    var fields: [Field] = []
    for part in QuoteTracker.topLevelParts(of: inner, separatedBy: ",") {
      guard let colon = Self.topLevelColon(in: part) else {
        self = .leaf(text)
        return
      }
      let label = part[..<colon].trimmingBlanks
      guard !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        self = .leaf(text)
        return
      }
      let value = String(part[part.index(after: colon)...])
      fields.append(Field(label: label, node: StateTree(source: value)))
    }
    guard !fields.isEmpty else {
      self = .leaf(text)
      return
    }
    self = .structure(type: String(text[..<open]), fields: fields, oneLine: false)
  }

  /// The first `:` outside quotes and brackets.
  private static func topLevelColon(in text: String) -> String.Index? {
    var quotes = QuoteTracker()
    var depth = 0
    for index in text.indices {
      let character = text[index]
      if quotes.take(character) { continue }
      if "([{".contains(character) { depth += 1 }
      if ")]}".contains(character) { depth -= 1 }
      if character == ":", depth == 0 { return index }
    }
    return nil
  }
}
