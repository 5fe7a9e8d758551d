import Composable

/// `wait [SECONDS]`: waits for running effects, at most that long (default: the effect timeout).
struct WaitCommand: ShellCommand {
  static let info = CommandInfo(
    group: .effectsAndTime,
    name: "wait", usage: "wait [SECONDS]",
    summary: "wait for running effects, printing what they send (at most the effect timeout)",
    example: "wait 2")

  let limit: Duration?

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    guard input.words.count <= 1 else { throw usageError }
    return Self(
      limit: try input.words.first.map { word throws(ShellError) in
        try DurationLiteral.parse(word.text)
      })
  }

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    .waiting { () async throws(ShellError) in
      await session.wait(limit)
      session.showNewlyPresented()
      return .ok
    }
  }
}

extension Session {
  /// `wait [SECONDS]`: waits for the current feature's effects; says why when it returns with
  /// effects still running (the limit passed, or they sleep on the test clock until `advance`).
  fileprivate func wait(_ limit: Duration?) async {
    let host = self.host
    guard host.workingEffectsCount > 0 else { return }
    let limit = limit ?? configuration.effectTimeout
    await configuration.waitingForEffects { [self] in
      switch await awaitEffects(limit: limit, in: host, until: { host.workingEffectsCount == 0 }) {
      case .timedOut: noteStillRunning(host, after: limit)
      case .parked: noteAsleep(host)
      case .done, .interrupted: break
      }
    }
  }
}
