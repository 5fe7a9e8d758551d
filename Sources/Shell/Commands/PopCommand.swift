/// `pop [N]`: pops the top element of the nearest stack, or element N and those above.
struct PopCommand: ShellCommand {
  static let info = CommandInfo(
    name: "pop", usage: "pop [N]",
    summary: "pop the top screen, or screen N of 'stack' and those above (.popFrom(id:))",
    example: "pop 1")
  static let stateBlock = StateBlockUse.asserted
  static let journal = JournalUse.whenItActs

  /// The element's number in `stack`; nil: the top one.
  let number: Int?

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    guard input.words.count <= 1 else { throw usageError }
    guard let word = input.words.first else { return Self(number: nil) }
    guard let number = Int(word.text), number >= 1 else {
      throw ShellError(
        "pop takes an element number from 'stack' (1, 2, ...), got '\(ShellError.shown(word.text))'"
      )
    }
    return Self(number: number)
  }

  func run(in session: Session) async throws(ShellError) -> CommandResult {
    try await session.pop(number)
    session.showNewlyPresented()
    return .ok
  }
}
