import Composable

/// `cancel`: cancels the running effects of the current feature.
struct CancelCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    group: .effectsAndTime,
    name: "cancel", usage: "cancel", summary: "cancel the current feature's running effects",
    example: "cancel")

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    .waiting { () async throws(ShellError) in
      await session.cancelEffects()
      session.showNewlyPresented()
      return .ok
    }
  }
}

extension Session {
  /// `cancel`: cancels the current feature's effects and says how many there were.
  fileprivate func cancelEffects() async {
    let host = self.host
    let count = host.workingEffectsCount
    guard count > 0 else {
      renderer.text("(no effects running)")
      return
    }
    let commands = timeline.journal.noteEffectsCut(in: current.name, by: "cancel")
    host.cancelAllEffects()
    _ = await host.waitForEffects(until: { !host.hasEffectsInFlight }, timeout: .seconds(1))
    note(
      "(cancelled \(Wording.count(count, "effect"))\(Self.started(by: commands)). The reducer is not told: what it set while \(count == 1 ? "it" : "they") ran, such as a loading or running flag, stays set; undo back before \(Self.quotedList(commands, or: "the command that started them")), or reset)"
    )
  }
}
