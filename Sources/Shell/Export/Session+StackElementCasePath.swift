import Composable

extension Session {
  /// For an action of one stack element, the case path the docs write a received one with, the
  /// element named by its id (`path[id: 1].detail.delegate.renamed "C 🎉"`,
  /// `path[id: 0].detail.delegate.deleteSyncUp`): the element's cases, and its innermost
  /// payload when there is one, as a `VALUE` `receive` compares. Nil for any other action, and
  /// when the payload is not one literal (a string, a number, `true`/`false`): the script then
  /// writes the element's whole action (``elementValue(of:)``), which reads back whatever it
  /// holds.
  static func stackElementCasePath(of action: Any) -> String? {
    guard let value = elementValue(of: action) else { return nil }
    let names = casePath(of: action).split(separator: ".").map(String.init)
    guard let element = names.firstIndex(of: "element"), element > 0 else { return nil }
    // Only a stack's element is named `[id: N]` by `receive`; a row of an identified array is
    // left in its written form.
    var holder = action
    for _ in 0..<element {
      guard let child = Mirror(reflecting: holder).children.first else { return nil }
      holder = child.value
    }
    guard typeName(type(of: holder)).hasPrefix("StackAction") else { return nil }
    var rest = Substring(value)
    guard rest.hasPrefix("id: ") else { return nil }
    rest = rest.dropFirst("id: ".count)
    let id = rest.prefix { $0.isNumber }
    rest = rest.dropFirst(id.count)
    guard !id.isEmpty, rest.hasPrefix(", action: ") else { return nil }
    rest = rest.dropFirst(", action: ".count)
    var cases: [Substring] = []
    var depth = 0
    while rest.hasPrefix(".") {
      let name = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard !name.isEmpty else { return nil }
      cases.append(name)
      rest = rest.dropFirst(name.count + 1)
      guard rest.hasPrefix("(") else { break }
      rest = rest.dropFirst()
      depth += 1
    }
    let closing = String(repeating: ")", count: depth)
    guard !cases.isEmpty, rest.hasSuffix(closing) else { return nil }
    let payload = rest.dropLast(depth)
    guard payload.isEmpty || isOneLiteral(payload) else { return nil }
    let path =
      names[..<element].joined(separator: ".") + "[id: \(id)]." + cases.joined(separator: ".")
    return payload.isEmpty ? path : path + " " + payload
  }

  /// Whether `text` is one string literal (escapes inside), one number, or `true`/`false`.
  private static func isOneLiteral(_ text: Substring) -> Bool {
    if text == "true" || text == "false" || Int(text) != nil
      || (text.first.map { $0.isNumber || $0 == "-" } == true && Double(text) != nil)
    {
      return true
    }
    guard text.count >= 2, text.first == "\"" else { return false }
    var escaped = false
    for (offset, character) in text.dropFirst().enumerated() {
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        return offset == text.count - 2
      } else if character == "\n" {
        return false
      }
    }
    return false
  }
}
