/// `reset`: the initial state, an empty log, no running effects.
struct ResetCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    group: .history,
    name: "reset", usage: "reset",
    summary: "return to the initial state, clearing the log and cancelling effects",
    example: "reset")

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    session.reset()
    return .done(.ok)
  }
}

extension Session {
  /// `reset`: the initial state, an empty log, no running effects.
  fileprivate func reset() {
    let context = self.context
    let running = context.host.uncancelledEffectsCount
    let commands = running > 0 ? timeline.journal.noteEffectsCut(in: current.name, by: "reset") : []
    context.host.cancelAllEffects()
    let before = context.host.state
    let uuidCountBefore = context.log.uuidCount(at: context.log.position)
    // The host keeps its initial state for as long as it lives.
    try? context.log.reset()
    rewindUUIDs(from: uuidCountBefore, to: context.log.initialUUIDCount)
    timeline.journal.forget(feature: current.name)
    renderer.stateChange(
      "reset: back to the initial state", before: before, after: context.host.state,
      feature: current.name, showDiff: showsDiffs)
    if running > 0 {
      note(
        "(cancelled \(Wording.count(running, "running effect"))\(Self.started(by: commands)))"
      )
    }
    showNewlyPresented(afterTravel: true)
  }
}
