/// A parsed command line.
public enum Command: Equatable, Sendable {
  case features
  case use(String)
  /// `send` with the action's dotted name and its argument words.
  case send(name: String, arguments: [Word])
  case state(path: String?)
  case actions
  /// `expect` with the path and the expected value's source text (after `==`).
  case expect(path: String, expected: String)
  case help(String?)
  case quit

  /// Parses one line; nil for a blank line or a `#` comment.
  public static func parse(_ line: String) throws(ShellError) -> Command? {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
    let words = try Lexer.words(trimmed)
    guard let first = words.first else { return nil }
    let name = first.text
    let rest = Array(words.dropFirst())
    switch CommandInfo.aliases[name] ?? name {
    case "features":
      try noArguments(rest, for: "features")
      return .features
    case "use":
      guard rest.count == 1 else { throw usage("use") }
      return .use(rest[0].text)
    case "send":
      guard let action = rest.first else {
        throw ShellError("send needs an action: send ACTION (see 'actions')")
      }
      return .send(name: action.text, arguments: Array(rest.dropFirst()))
    case "state":
      guard rest.count <= 1 else { throw usage("state") }
      return .state(path: rest.first?.text)
    case "actions":
      try noArguments(rest, for: "actions")
      return .actions
    case "expect":
      return try parseExpect(trimmed)
    case "help":
      guard rest.count <= 1 else { throw usage("help") }
      return .help(rest.first?.text)
    case "quit":
      try noArguments(rest, for: name)
      return .quit
    default:
      let names = CommandInfo.all.map(\.name) + CommandInfo.aliases.keys
      throw ShellError(
        "unknown command '\(ShellError.shown(name))'\(Suggestion.hint(for: name, in: names)) (type 'help' for the list)"
      )
    }
  }

  private static func parseExpect(_ line: Substring) throws(ShellError) -> Command {
    let body = line.dropFirst("expect".count)
    guard let range = body.range(of: "==") else {
      throw ShellError("expect needs '==': expect PATH == VALUE (e.g. expect count == 1)")
    }
    let path = body[..<range.lowerBound].trimmingBlanks
    let expected = body[range.upperBound...].trimmingBlanks
    guard !path.isEmpty, !path.contains(" ") else {
      throw ShellError(
        "expect needs one path before '==': expect PATH == VALUE (e.g. expect count == 1)")
    }
    guard !expected.isEmpty else {
      throw ShellError(
        "expect needs a value after '==': expect PATH == VALUE (e.g. expect count == 1)")
    }
    // Validate quoting now, so a broken string is a parse error like any other.
    _ = try Lexer.words(expected)
    return .expect(path: path, expected: expected)
  }

  private static func noArguments(_ rest: [Word], for name: String) throws(ShellError) {
    guard rest.isEmpty else { throw ShellError("\(name) takes no arguments: \(name)") }
  }

  private static func usage(_ name: String) -> ShellError {
    let info = CommandInfo.named(name)!
    return ShellError("usage: \(info.usage) (e.g. \(info.example))")
  }
}

extension StringProtocol {
  var trimmingBlanks: String {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let start = firstIndex(where: { !isBlank($0) }),
      let end = lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(self[start...end])
  }
}
