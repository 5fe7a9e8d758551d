/// The actions effects sent back that a ``TestStore`` has not asserted yet, each with the state
/// just after it, oldest first. A main-actor object of its own rather than a field of the store,
/// so that the store's deinit, which may run off the main actor, can hand it to the main actor
/// for the end-of-test check.
@MainActor
final class ReceivedActions<State, Action: Sendable> {
  var items: [(action: Action, state: State)] = []
}
