/// `use NAME`: switches to a feature's store (each keeps its state).
struct UseCommand: ShellCommand {
  static let info = CommandInfo(
    group: .basics,
    name: "use", usage: "use NAME", summary: "switch to a feature's store (each keeps its state)",
    example: "use counter")

  let name: String

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    guard input.words.count == 1, let word = input.words.first else { throw usageError }
    return Self(name: word.text)
  }

  static func completions(_ request: CompletionRequest, in session: Session) -> [String] {
    request.position == 1 ? session.features.map(\.name) : []
  }

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    guard let feature = session.features.first(where: { $0.name == name }) else {
      throw Session.unknownFeature(name, in: session.features)
    }
    session.current = feature
    return .done(.ok)
  }
}
