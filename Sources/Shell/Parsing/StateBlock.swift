import Composable

/// The `{ path = value; … }` after `send`, `tap`, `dismiss` or `receive`: the state changes the
/// command is expected to make, as the trailing closure of TCA's `store.send(.increment) {
/// $0.count = 1 }`. Values are written as the dumper prints them (`1`, `"Incremented!"`, `nil`,
/// `AlertState(title: "Incremented!")`); `{ }` says nothing changes.
public struct StateBlock: Equatable, Sendable {
  public struct Assignment: Equatable, Sendable {
    /// A dotted path into the state (`session.user.email`).
    public let path: String
    /// The expected value's source text.
    public let value: String
  }

  public let assignments: [Assignment]

  public init(_ assignments: [Assignment]) {
    self.assignments = assignments
  }

  /// The block as it is written back into a script: `{ count = 1; isLoading = false }`.
  public var source: String {
    assignments.isEmpty
      ? "{ }" : "{ " + assignments.map { "\($0.path) = \($0.value)" }.joined(separator: "; ") + " }"
  }

  /// Splits a line at its first `{` outside quotes: the command before it and the block. Nil
  /// block when the line has none.
  static func split(_ line: Substring) throws(ShellError) -> (
    command: Substring, block: StateBlock?
  ) {
    guard line.containsASCII(UInt8(ascii: "{")) else { return (line, nil) }
    var quotes = QuoteTracker()
    var open: Substring.Index?
    for index in line.indices where !quotes.take(line[index]) && line[index] == "{" {
      open = index
      break
    }
    guard let open else { return (line, nil) }
    let body = line[line.index(after: open)...].trimmingBlanks
    guard body.hasSuffix("}") else {
      if let close = body.lastIndex(of: "}") {
        let after = body[body.index(after: close)...].trimmingBlanks
        throw ShellError(
          "'\(ShellError.shown(after))' follows the state block's '}': the block comes last (send ACTION { path = value })"
        )
      }
      throw ShellError(
        "a state block ends with '}': send ACTION { path = value; ... } (e.g. send increment { count = 1 })"
      )
    }
    return (line[..<open], try parse(String(body.dropLast())))
  }

  /// Whether `path` is one path: no blank or quote outside the brackets of an element id
  /// (`rows[id: "DEADBEEF-…"].title` is one).
  static func isOnePath(_ path: String) -> Bool {
    var depth = 0
    var quotes = QuoteTracker()
    for character in path {
      if depth > 0, quotes.take(character) { continue }
      switch character {
      case "[": depth += 1
      case "]": depth -= 1
      case " ", "\t", "\"": if depth == 0 { return false }
      default: break
      }
      if depth < 0 { return false }
    }
    return depth == 0
  }

  /// `path` without the `$0.` a TCA test's assert closure writes before each assignment
  /// (`store.send(.increment) { $0.count = 1 }`): `$0.count` is `count`. A bare `$0` (the
  /// whole state) is refused, as a block sets fields.
  static func withoutClosureArgument(_ path: String, in part: String) throws(ShellError)
    -> String
  {
    guard path.hasPrefix("$0") else { return path }
    let rest = path.dropFirst(2)
    if rest.hasPrefix("."), rest.count > 1 { return String(rest.dropFirst()) }
    throw ShellError(
      "'\(ShellError.shown(part))' in a state block needs a field after '$0': $0.path = value or path = value (e.g. $0.count = 1)"
    )
  }

  /// Reads `path = value; path = value` (a `;` or `}` inside quotes is text).
  static func parse(_ body: String) throws(ShellError) -> StateBlock {
    let parts = QuoteTracker.topLevelParts(of: body, separatedBy: ";")
    var assignments: [Assignment] = []
    for part in parts.map(\.trimmingBlanks) where !part.isEmpty {
      var quotes = QuoteTracker()
      guard let equals = part.indices.first(where: { !quotes.take(part[$0]) && part[$0] == "=" })
      else {
        throw ShellError(
          "'\(ShellError.shown(part))' in a state block needs '=': path = value (e.g. count = 1)")
      }
      // A path may reach into a stack or an identified array (`path[id: 0].title`).
      let written = BracketPath.joiningBrackets(part[..<equals]).trimmingBlanks
      let path = try Self.withoutClosureArgument(written, in: part)
      let value = part[part.index(after: equals)...].trimmingBlanks
      // As in TCA's assertion closure (`$0.count = 1`), a block assigns; `==` compares.
      if value.hasPrefix("=") {
        throw ShellError(
          "'\(ShellError.shown(part))' in a state block compares: a block assigns what the action changes (\(path) = \(value.dropFirst().trimmingBlanks)); to compare, use expect \(path) == \(value.dropFirst().trimmingBlanks)"
        )
      }
      guard !path.isEmpty, Self.isOnePath(path) else {
        throw ShellError(
          "'\(ShellError.shown(part))' in a state block needs one path before '=': path = value (e.g. count = 1)"
        )
      }
      guard !value.isEmpty else {
        throw ShellError(
          "'\(ShellError.shown(part))' in a state block needs a value after '=': path = value (e.g. count = 1)"
        )
      }
      _ = try Lexer.words(value)
      try ValueSyntax.check(String(value))
      assignments.append(Assignment(path: path, value: value))
    }
    return StateBlock(assignments)
  }
}
