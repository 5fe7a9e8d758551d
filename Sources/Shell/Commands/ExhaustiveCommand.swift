/// `exhaustive on|off`: scripts assert as an exhaustive `TestStore` does; alone, says which.
struct ExhaustiveCommand: ShellCommand {
  static let info = CommandInfo(
    group: .testing,
    name: "exhaustive", usage: "exhaustive on|off",
    summary: "assert every change, received action and effect, as an exhaustive TestStore",
    example: "exhaustive on")

  /// nil: say which.
  let isOn: Bool?

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    guard input.words.count <= 1 else { throw usageError }
    guard let word = input.words.first?.text else { return Self(isOn: nil) }
    switch word.lowercased() {
    case "on": return Self(isOn: true)
    case "off": return Self(isOn: false)
    default:
      throw ShellError("exhaustive is on or off, not '\(ShellError.shown(word))': exhaustive on")
    }
  }

  static func completions(_ request: CompletionRequest, in session: Session) -> [String] {
    request.position == 1 ? ["on", "off"] : []
  }

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    if let isOn {
      session.exhaustive.isOn = isOn
    } else {
      session.renderer.text("exhaustive \(session.exhaustive.isOn ? "on" : "off")")
    }
    return .done(.ok)
  }
}
