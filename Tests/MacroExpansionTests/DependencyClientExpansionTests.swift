import Testing

@Suite struct DependencyClientExpansionTests {
  @Test func namedParametersGiveALabelledMethodAndInitIsUnimplemented() {
    let (text, diagnostics) = expand(
      """
      @DependencyClient
      struct Client {
        var search: @Sendable (_ query: String) async throws -> [Int]
      }
      """)
    #expect(diagnostics.isEmpty)
    let expanded = flat(text)
    #expect(
      expanded.contains(
        flatten:
          "func search(query p0: String) async throws -> [Int] { try await self.search(p0) }"))
    #expect(
      expanded.contains(
        flatten:
          #"self.search = { a0 in Composable.reportUnimplemented("Client.search"); throw Composable.UnimplementedFailure("Client.search") }"#
      ))
    #expect(
      expanded.contains(
        flatten: "init( search: @escaping @Sendable (_ query: String) async throws -> [Int] )"))
  }

  @Test func anEndpointThatCannotThrowNeedsADefault() {
    let (_, diagnostics) = expand(
      """
      @DependencyClient
      struct Client {
        var count: @Sendable () -> Int
      }
      """)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.line == 3)
    #expect(
      diagnostics.first?.message
        == "'count' cannot throw, so 'Client()' needs an answer for it when unimplemented: write 'var count: @Sendable () -> Int = { … }'"
    )
  }
}
