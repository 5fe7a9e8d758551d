import ComposableTesting
import Tally

// A test store used where no test runs: its failure goes to standard error.
@MainActor func wrongSendBlock() async {
  let store = TestStore(initialState: Tally.State(), reducer: Tally())
  await store.send(.increment) { $0.count = 2 }  // fails here
}

await wrongSendBlock()
