/// `advance DURATION`: moves the test clock.
struct AdvanceCommand: ShellCommand {
  static let info = CommandInfo(
    name: "advance", usage: "advance DURATION",
    summary: "move the test clock (with --clock test), running what comes due",
    example: "advance 3s")
  static let journal = JournalUse.always

  let duration: Duration
  var clockAdvance: Duration? { duration }

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    guard input.words.count == 1 else { throw usageError }
    return Self(duration: try DurationLiteral.parse(input.words[0].text))
  }

  func run(in session: Session) async throws(ShellError) -> CommandResult {
    try await session.advance(by: duration)
    session.showNewlyPresented()
    return .ok
  }
}
