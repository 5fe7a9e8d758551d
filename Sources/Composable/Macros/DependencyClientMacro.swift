/// swift-dependencies' `@DependencyClient` on a struct of closures:
///
///     @DependencyClient
///     struct SearchClient {
///       var fetch: @Sendable () async throws -> [Item]
///       var search: @Sendable (_ query: String) async throws -> [Item]
///     }
///
/// - `SearchClient()` is unimplemented: calling an endpoint reports
///   "Unimplemented: 'SearchClient.search'" (a test failure inside a `TestStore`) and throws
///   ``UnimplementedFailure``; one that cannot throw answers its initial value (or `()`).
///   Use it as the `testValue` and override what a test uses.
/// - `SearchClient(fetch: …, search: …)` takes every endpoint.
/// - An endpoint with named parameters is also a method with those labels:
///   `client.search(query: "milk")`.
@attached(member, names: named(init), arbitrary)
public macro DependencyClient() =
  #externalMacro(module: "ComposableMacros", type: "DependencyClientMacro")
