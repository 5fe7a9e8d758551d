import ComposableTesting
import Tally
import Testing

// Each test but `passes` fails on purpose, and only at the lines marked `// fails here`.

@MainActor
@Test func wrongSendBlock() async {
  let store = TestStore(initialState: Tally.State(), reducer: Tally())
  await store.send(.increment) { $0.count = 2 }  // fails here
}

@MainActor
@Test func wrongReceive() async {
  let store = TestStore(initialState: Tally.State(), reducer: Tally())
  await store.send(.fetch)
  await store.receive(.response(41)) { $0.count = 41 }  // fails here
}

@MainActor
@Test func missingReceiveAtFinish() async {
  let store = TestStore(initialState: Tally.State(), reducer: Tally())
  await store.send(.fetch)
  await store.finish()  // fails here
}

@MainActor
@Test func unimplementedDependency() async {
  let store = TestStore(initialState: Tally.State(), reducer: Tally())
  await store.send(.askNumberClient)  // fails here
  await store.receive(.response(0))
}

@MainActor
@Test func effectLeftRunning() async {
  let store = TestStore(initialState: Tally.State(), reducer: Tally())
  await store.send(.startLongRunning)  // fails here
}

@MainActor
@Test func receivedActionLeftAtTheEnd() async {
  let store = TestStore(initialState: Tally.State(), reducer: Tally())  // fails here
  await store.send(.fetch)
  try? await Task.sleep(for: .milliseconds(50))
}

@MainActor
@Test func passes() async {
  let store = TestStore(initialState: Tally.State()) {
    Tally()
  } withDependencies: {
    $0[NumberClient.self] = NumberClient(fetch: { 3 })
  }
  await store.send(.increment) { $0.count = 1 }
  await store.send(.askNumberClient)
  await store.receive(.response(3)) { $0.count = 3 }
  await store.finish()
}

// Not on the main actor: the store is let go of off it, and its end-of-test checks must still
// fail the test they belong to (they landed after the test had passed).
@Test func effectLeftRunningOffTheMainActor() async {
  let store = await TestStore(initialState: Tally.State(), reducer: Tally())
  await store.send(.startLongRunning)  // fails here
}

@Test func receivedActionLeftOffTheMainActor() async {
  let store = await TestStore(initialState: Tally.State(), reducer: Tally())  // fails here
  await store.send(.fetch)
  try? await Task.sleep(for: .milliseconds(50))
}
