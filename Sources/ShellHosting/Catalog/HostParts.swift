import Composable

/// The parts of a ``StoreHost`` that run on every action: its store, each case's send and
/// what hands the store's events to the host's recorder.
///
/// Made by ``maker(initialState:reducer:)``, inlinable and reached from ``Feature``'s inlinable
/// registrations: the closures made there (each case's send, the store's reducer, the store's
/// observer) are compiled specialised for the feature's types where it is registered. A host
/// runs behind `any FeatureHost`; made in its own generic code, these closures looked up the
/// metadata of `StoreEvent`, `Effect` and the store's pending actions on every send
/// (docs/performance.md, "Specialised sends").
@usableFromInline
@MainActor
struct HostParts<State, Action: Sendable> {
  /// Makes the parts of a fresh host from the feature's cases.
  @usableFromInline
  typealias Maker = @MainActor @Sendable ([ActionCase<Action>]) -> HostParts

  let store: Store<State, Action>
  /// The cases as ``StoreHost/send(caseAt:values:)`` walks them.
  let senders: [CaseSender]
  /// The states time travel goes back to, and the events of the batch in progress.
  let recorder: EventRecorder<State>
  /// Hands one store event to `recorder`.
  let record: (StoreEvent<State, Action>) -> Void

  @usableFromInline
  init(
    store: Store<State, Action>, senders: [CaseSender], recorder: EventRecorder<State>,
    record: @escaping (StoreEvent<State, Action>) -> Void
  ) {
    self.store = store
    self.senders = senders
    self.recorder = recorder
    self.record = record
  }

  /// Makes the parts of `reducer`'s hosts, each store starting at `initialState()`.
  @inlinable
  nonisolated static func maker<R: Reducer>(
    initialState: @escaping @Sendable () -> State, reducer: @escaping @Sendable () -> R
  ) -> Maker where R.State == State, R.Action == Action {
    { cases in
      let store = Store(initialState: initialState(), reducer: reducer())
      let recorder = EventRecorder(initial: store.state)
      return HostParts(
        store: store, senders: cases.map { CaseSender($0, store: store) }, recorder: recorder,
        record: { event in recorder.record(event.erased) })
    }
  }
}
