import Composable

/// What a host keeps of the actions its store processes: the state after each one, for time
/// travel, and the events of the batch in progress until the batch is drained.
///
/// `batch` and `states` are touched on every action (recorded, handed on, forgotten): their
/// run-time exclusivity checks were about 450 instructions of a scripted `send` line
/// (docs/performance.md, "Specialised sends"). The recorder is main-actor isolated, and neither
/// is held `inout` across a call that can come back into it: ``endBatch(_:)`` takes the batch
/// out before it calls the observer, which may send (and so record) again.
@usableFromInline
@MainActor
final class EventRecorder<State> {
  @exclusivity(unchecked) private var batch: [RecordedEvent] = []
  // Last: the fields before it lie at offsets that do not depend on `State`.
  @exclusivity(unchecked) var states: KeptStates<State>

  @usableFromInline
  init(initial: State) {
    states = KeptStates(initial: initial)
  }

  /// Keeps the state after `event` and holds the event until the batch ends.
  @usableFromInline
  func record(_ event: consuming HostEvent) {
    let entry = states.append(event.stateAfter)
    batch.append(RecordedEvent(event: event, entry: entry))
  }

  /// Hands the batch's events to `observer`, in order.
  func endBatch(_ observer: (HostEvent, StateEntry) -> Void) {
    // Taken out whole (what the observer does may start a new batch), and the emptied buffer
    // put back for the next batch rather than a new one allocated for each.
    var events: [RecordedEvent] = []
    swap(&events, &batch)
    for recorded in events { observer(recorded.event, recorded.entry) }
    if batch.isEmpty {
      events.removeAll(keepingCapacity: true)
      batch = events
    }
  }
}

/// One processed action and the entry its state is kept under.
struct RecordedEvent {
  let event: HostEvent
  let entry: StateEntry
}
