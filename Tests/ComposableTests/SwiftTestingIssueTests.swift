import ComposableTesting
import Testing

/// In this package's own Swift Testing run: a test store's failure is an issue of the running
/// `@Test`, at the call it is about (issue 21; before, `XCTFail` dropped it and the test passed).
/// `withKnownIssue` fails the test unless a matching issue is recorded.
@MainActor
struct SwiftTestingIssueTests {
  @Test func aWrongSendBlockIsAnIssueAtTheSend() async {
    let store = TestStore(initialState: Tally.State(), reducer: Tally())
    let line = #line + 2
    await withKnownIssue {
      await store.send(.increment) { $0.count = 2 }
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.sourceLocation?.column == 23
        && issue.sourceLocation?.fileID == "ComposableTests/SwiftTestingIssueTests.swift"
        && issue.comments.first?.rawValue.hasPrefix("A state change does not match expectation.")
          == true
    }
  }

  @Test func anEffectLeftRunningIsAnIssueOfThisTestAtItsSend() async {
    let line = #line + 4
    await withKnownIssue {
      let store = TestStore(initialState: Echo.State(), reducer: Echo())
      // The store goes away at the end of this closure, inside the test.
      await store.send(.startLongRunning)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.first?.rawValue.hasPrefix(
          "An effect returned for this action is still running.") == true
    }
  }

  @Test func anUnimplementedDependencyIsAnIssueAtTheSendThatCalledIt() async {
    let store = TestStore(initialState: Echo.State(), reducer: Echo())
    let line = #line + 2
    await withKnownIssue {
      await store.send(.useUUID) { $0.log = ["00000000-0000-0000-0000-000000000000"] }
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.first?.rawValue.hasPrefix("Unimplemented:") == true
    }
  }
}
