/// `goto N`: the state after action N of the log (0: before all).
struct GotoCommand: ShellCommand {
  static let info = CommandInfo(
    name: "goto", usage: "goto N",
    summary: "jump to the state after action N of the log (0: before all)",
    example: "goto 2")

  let position: Int

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    let rest = input.words
    guard rest.count == 1, !rest[0].text.isEmpty, rest[0].text.allSatisfy(\.isASCIIDigit) else {
      throw usageError
    }
    return Self(position: Int(rest[0].text) ?? .max)
  }

  func run(in session: Session) async throws(ShellError) -> CommandResult {
    try session.travel(to: position, verb: "goto")
    return .ok
  }
}
