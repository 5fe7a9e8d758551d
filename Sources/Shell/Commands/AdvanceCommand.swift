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
    let target = testClock.now.advanced(by: duration)
    let stalled = testClock.stalledWakes
    // Inside the wait, so that Ctrl-C at a terminal stops a long advance (`advance 24h` with a
    // timer on wakes it 86400 times) as it stops any wait: the clock stays where it got to.
    await configuration.waitingForEffects { [self] in
      // Every command has already waited for its effects to end or fall asleep on the clock.
      await testClock.advance(by: duration, waitingForFirstSleep: false)
      guard !Task.isCancelled else { return }
      await waitForEffects(limit: configuration.effectTimeout, in: host) {
        host.workingEffectsCount == 0
      }
    }
    let stalledNow = testClock.stalledWakes - stalled
    if stalledNow > 0 {
      // Never silent: the clock may have passed deadlines the effect had not slept for yet.
      renderer.text(
        "(\(stalledNow == 1 ? "an effect the clock woke was" : "\(stalledNow) effects the clock woke were") still running after \(DurationLiteral.describe(TestClock.settleLimit)), and the clock moved on without waiting: what \(stalledNow == 1 ? "it" : "they") sent after may have come late or not at all; a machine that busy can make a timer test skip ticks)"
      )
    }
    let short = testClock.now.duration(to: target)
    if short > .zero {
      let moved = duration - short
      timeline.commandAdvancedShort = moved
      renderer.text(
        "(advance stopped at \(DurationLiteral.describe(moved)) of \(DurationLiteral.describe(duration)): the clock stays there)"
      )
    }
  }
}

extension AdvanceCommand {
  /// `advance 1500ms`: the line that moves the clock by `duration`, as `save` writes it.
  static func replayText(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    return milliseconds % 1000 == 0
      ? "advance \(milliseconds / 1000)s" : "advance \(milliseconds)ms"
  }
}
