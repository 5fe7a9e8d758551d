import Composable

/// `dismiss`: what swiping the presented alert or dialog away sends.
struct DismissCommand: ArgumentlessCommand {
  static let info = CommandInfo(
    group: .presentation,
    name: "dismiss", usage: "dismiss",
    summary: "dismiss what is presented, as swiping it away would", example: "dismiss")
  static let stateBlock = StateBlockUse.asserted
  static let journal = JournalUse.whenItActs

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    .waiting { () async throws(ShellError) in
      try await session.dismiss()
      return .ok
    }
  }
}

extension Session {
  /// `dismiss`: a registered alert or dialog as before; otherwise the presented child, as
  /// swiping it away would (`.dismiss`), saying how many of its effects that cancelled.
  fileprivate func dismiss() async throws(ShellError) {
    if context.view.target(in: host.presented) != nil {
      return try await dismissRegistered()
    }
    guard let child = targetChild() else { return try await dismissRegistered() }
    let host = self.host
    let before = host.workingEffectsCount
    try await sendAbsolute(slotActionPath(child) + ".dismiss", tapped: true)
    await reportCancelled(since: before, in: host)
  }

  /// `dismiss`: what swiping the most recently presented alert or dialog away sends.
  private func dismissRegistered() async throws(ShellError) {
    let item = try presentedTarget(for: "dismiss")
    let host = self.host
    try await sendingPresentation { try host.dismiss(slot: item.slot) }
  }
}
