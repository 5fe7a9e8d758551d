/// `expect PATH == VALUE | PATH != VALUE`: checks the value at a path.
struct ExpectCommand: ShellCommand {
  static let info = CommandInfo(
    group: .testing,
    name: "expect", usage: "expect PATH == VALUE | PATH != VALUE",
    summary: "check the value at a path; fails the script when it differs",
    example: "expect count == 1")

  let path: String
  /// The expected value's source text (after `==`, or after `!=`).
  let expected: String
  /// `!=`: the value must differ.
  let negated: Bool

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    let body = input.text
    let usage = "expect PATH == VALUE or expect PATH != VALUE (e.g. expect count == 1)"
    // The path holds neither operator, so the first one is the operator; the value may hold both.
    let equal = body.range(of: "==")
    let unequal = body.range(of: "!=")
    let operatorRange: Range<Substring.Index>
    let negated: Bool
    switch (equal, unequal) {
    case (let e?, let u?):
      (operatorRange, negated) = e.lowerBound < u.lowerBound ? (e, false) : (u, true)
    case (let e?, nil): (operatorRange, negated) = (e, false)
    case (nil, let u?): (operatorRange, negated) = (u, true)
    case (nil, nil): throw ShellError("expect needs '==' or '!=': \(usage)")
    }
    let path = body[..<operatorRange.lowerBound].trimmingBlanks
    let expected = body[operatorRange.upperBound...].trimmingBlanks
    let symbol = negated ? "!=" : "=="
    guard !path.isEmpty, StateBlock.isOnePath(path) else {
      throw ShellError("expect needs one path before '\(symbol)': \(usage)")
    }
    guard !expected.isEmpty else {
      throw ShellError("expect needs a value after '\(symbol)': \(usage)")
    }
    // Validate quoting now, so a broken string is a parse error like any other.
    _ = try Lexer.words(expected)
    try ValueSyntax.check(String(expected))
    return Self(path: path, expected: expected, negated: negated)
  }

  static func completions(_ request: CompletionRequest, in session: Session) -> [String] {
    request.position == 1 ? session.statePaths(matching: request.current) : []
  }

  /// An `expect` on a secret path is masked, as is one on a mistyped path into a secret field.
  static func masked(_ line: ParsedLine, in session: Session) -> String? {
    guard case .success(let command?) = line.command, let expect = command.base as? Self else {
      return nil
    }
    let state = session.host.state
    let secretFields = Set(
      StatePath.fieldNames(of: state).filter { StatePath.isSecret(at: $0, in: state) })
    guard
      StatePath.isSecret(at: expect.path, in: state)
        || expect.path.split(separator: ".").contains(where: { secretFields.contains(String($0)) })
    else { return nil }
    return "expect \(expect.path) \(expect.negated ? "!=" : "==") ••••"
  }

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    let state = session.host.state
    let path = session.absoluteStatePath(self.path)!
    let failure: String?
    do {
      try Expectation.checkType(path: path, expected: expected, in: state)
      failure = try Expectation.check(path: path, expected: expected, in: state)
    } catch {
      throw session.outsideFocus(error, typed: self.path)
    }
    if negated {
      guard failure != nil else {
        return .done(.failed(Expectation.equalFailure(path: path, expected: expected, in: state)))
      }
    } else if let failure {
      return .done(.failed(failure))
    }
    if session.configuration.confirmsPassingExpectations {
      session.renderer.text("expect holds: \(path) \(negated ? "!=" : "==") \(expected)")
    }
    return .done(.ok)
  }
}

extension Command {
  /// What an `expect` line says; nil for another command.
  public var expectation: (path: String, expected: String, negated: Bool)? {
    (base as? ExpectCommand).map { ($0.path, $0.expected, $0.negated) }
  }

  /// `expect path == expected` (or `!=` when `negated`).
  public static func expect(path: String, expected: String, negated: Bool) -> Command {
    Command(ExpectCommand(path: path, expected: expected, negated: negated))
  }
}
