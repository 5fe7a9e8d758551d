import Composable
import ComposableTesting
import Foundation
import Synchronization
import Testing

@MainActor
@Suite struct DependencyClientTests {
  @Test func anEndpointWithNamedParametersIsAlsoALabelledMethod() async throws {
    let seen = Mutex<[String]>([])
    let client = ItemClient(
      fetch: { [] },
      search: { query in
        seen.withLock { $0.append(query) }
        return [Item(id: UUID(0), name: query)]
      })
    let items = try await client.search(query: "milk")
    #expect(items == [Item(id: UUID(0), name: "milk")])
    #expect(seen.withLock { $0 } == ["milk"])
    #expect(client.count() == 0)
  }

  @Test func theEmptyClientReportsEachEndpointUnimplementedAndThrows() async {
    let reported = Mutex<[String]>([])
    await IssueReporter.withHandler({ message in reported.withLock { $0.append(message) } }) {
      await #expect(throws: UnimplementedFailure("ItemClient.fetch")) {
        try await ItemClient().fetch()
      }
      #expect(ItemClient().count() == 0)
    }
    #expect(
      reported.withLock { $0 }
        == ["Unimplemented: 'ItemClient.fetch'", "Unimplemented: 'ItemClient.count'"])
  }

  @Test func aDebouncedSearchThroughABindingAndAResult() async {
    let clock = TestClock()
    let store = TestStore(initialState: ItemSearch.State()) {
      ItemSearch()
    } withDependencies: {
      $0.continuousClock = clock
      $0.itemClient.search = { [Item(id: UUID(1), name: $0)] }
    }
    await store.send(\.binding.query, "mi") { $0.query = "mi" }
    await clock.advance(by: .milliseconds(100))
    await store.send(\.binding.query, "milk") { $0.query = "milk" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchResponse.success) {
      $0.results = [Item(id: UUID(1), name: "milk")]
    }
  }

  @Test func uuidFromAnIntegerIsTheIncrementingGeneratorsNth() {
    #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(UUID(26).uuidString == "00000000-0000-0000-0000-00000000001A")
    let generator = UUIDGenerator.incrementing
    #expect(generator() == UUID(0))
    #expect(generator() == UUID(1))
  }

  @Test func resultCatchingAnAsyncBody() async {
    struct Failure: Error {}
    let success = await Result { try await Task { () throws -> Int in 42 }.value }
    #expect((try? success.get()) == 42)
    let failure = await Result { () async throws -> Int in throw Failure() }
    #expect(throws: Failure.self) { try failure.get() }
  }
}
