import Composable

/// What a `send`, `tap` or `dismiss` with a `{ … }` block (or in exhaustive mode) is checked
/// against once it is over, noted before it runs. A value, not a closure's captures: a scripted
/// `send` then allocates nothing for its check (docs/performance.md).
@MainActor
struct AssertedCommand {
  let context: FeatureContext
  let block: StateBlock?
  /// Received actions not asserted before the command: a loose send drops them; an exhaustive
  /// one fails with "Must handle…" and leaves them queued, as TCA's test store does, so that
  /// the end of the script reports them again.
  let pending: [ExhaustiveChecker.Received]
  let effectsBefore: Int
  /// Whether the command's own change is to be checked (exhaustive, or a block).
  let watches: Bool
  /// TCA's "must handle" failure for `pending`, in exhaustive mode.
  private let dropped: String?

  init(block: StateBlock?, in session: Session) {
    self.block = block
    context = session.context
    let feature = context.feature.name
    pending =
      session.exhaustive.isOn
      ? session.exhaustive.passReceived(of: feature) : session.exhaustive.takeReceived(of: feature)
    effectsBefore = context.host.uncancelledWorkingEffectsCount
    watches = session.exhaustive.isOn || block != nil
    // Non-exhaustive, a send drops what was not received, as TCA's `send` does.
    dropped =
      session.exhaustive.isOn && !pending.isEmpty
      ? TestStoreMessages.mustHandle(pending.map(\.action)) : nil
  }

  /// The command is over (its effects settled): stops watching its change and checks it.
  func conclude(_ result: CommandResult, in session: Session) throws(ShellError)
    -> CommandResult
  {
    var failures = dropped.map { [$0] } ?? []
    session.exhaustive.watchesCommandChange = false
    let host = context.host
    context.noteEffects(
      from: session.effectOrigin, before: effectsBefore,
      count: host.uncancelledWorkingEffectsCount)
    // Most commands of a loose script check nothing; the change was not kept for them.
    guard watches else { return session.report(failures) ?? result }
    let own = session.exhaustive.commandChange.take()
    // As TCA's test store, the expected state starts from the last asserted one: before any
    // received action that was not asserted.
    let lastAsserted =
      session.exhaustive.isOn ? pending.first(where: { !$0.passed })?.before : nil
    if let own,
      let failure = try session.checkState(
        before: lastAsserted ?? own.before, after: own.after, block: block)
    {
      failures.append(failure)
    } else if own == nil, let block,
      let failure = try session.checkState(before: host.state, after: host.state, block: block)
    {
      failures.append(failure)
    }
    if failures.isEmpty, result == .ok, let block {
      session.confirmPassed("\(block.shownText) holds")
    }
    return session.report(failures) ?? result
  }
}
