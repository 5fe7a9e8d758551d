import Composable

/// `advance DURATION`: moves the test clock.
struct AdvanceCommand: ShellCommand {
  static let info = CommandInfo(
    group: .effectsAndTime,
    name: "advance", usage: "advance DURATION",
    summary: "move the test clock (with --clock test), running what comes due",
    example: "advance 3s")
  static let journal = JournalUse.always

  let duration: Duration
  var clockAdvance: Duration? { duration }

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    guard input.words.count == 1, let word = input.words.first else { throw usageError }
    return Self(duration: try DurationLiteral.parse(word.text))
  }

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    .waiting { () async throws(ShellError) in
      try await session.advance(by: duration)
      session.showNewlyPresented()
      return .ok
    }
  }
}

extension Session {
  /// `advance DURATION`: moves the test clock, then lets what came due settle.
  fileprivate func advance(by duration: Duration) async throws(ShellError) {
    guard let testClock else {
      throw ShellError("advance needs the test clock: start \(program.name) with --clock test")
    }
    let host = self.host
    // Every command has already waited for its effects to end or fall asleep on the clock.
    await testClock.advance(by: duration, waitingForFirstSleep: false)
    await configuration.waitingForEffects { [self] in
      await waitForEffects(limit: configuration.effectTimeout, in: host) {
        host.workingEffectsCount == 0
      }
    }
  }
}
