/// `goto N`: the state after action N of the log (0: before all).
struct GotoCommand: ShellCommand {
  static let info = CommandInfo(
    group: .history,
    name: "goto", usage: "goto N",
    summary: "jump to the state after action N of the log (0: before all)",
    example: "goto 2")

  let position: Int

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    guard input.words.count == 1, let word = input.words.first, !word.text.isEmpty,
      word.text.allSatisfy(\.isASCIIDigit)
    else {
      throw usageError
    }
    return Self(position: Int(word.text) ?? .max)
  }

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    try session.travel(to: position, verb: "goto")
    return .done(.ok)
  }
}
