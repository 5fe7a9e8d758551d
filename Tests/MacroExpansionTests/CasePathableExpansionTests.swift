import Testing

@Suite struct CasePathableExpansionTests {
  @Test func oneCasePathACaseNamedAsTheCase() {
    let (text, diagnostics) = expand(
      """
      @CasePathable
      public enum Action {
        case tap
        case child(Child.Action)
        case element(id: Int, action: Row)
      }
      """)
    #expect(diagnostics.isEmpty)
    let expanded = flat(text)
    #expect(expanded.contains(flatten: "extension Action: Composable.CasePathable { }"))
    #expect(expanded.contains(flatten: "public struct AllCasePaths: Sendable {"))
    #expect(expanded.contains(flatten: "public var tap: Composable.CasePath<Action, Void> {"))
    #expect(expanded.contains(flatten: "embed: { _ in .tap },"))
    #expect(
      expanded.contains(flatten: "public var child: Composable.CasePath<Action, Child.Action> {"))
    #expect(expanded.contains(flatten: "embed: { .child($0) },"))
    #expect(
      expanded.contains(
        flatten:
          "public var element: Composable.CasePath<Action, (id: Int, action: Row)> {"))
    #expect(expanded.contains(flatten: "embed: { .element(id: $0.0, action: $0.1) },"))
    #expect(
      expanded.contains(
        flatten:
          "extract: { root in if case let .element(v0, v1) = root { return (v0, v1) }; return nil })"
      ))
    #expect(
      expanded.contains(flatten: "public static var allCasePaths: AllCasePaths { AllCasePaths() }"))
  }

  @Test func onAStructIsOneErrorSayingToWriteAnEnum() {
    let (_, diagnostics) = expand(
      """
      @CasePathable
      struct Action {}
      """)
    #expect(diagnostics.count == 1)
    #expect(
      diagnostics.first?.message
        == "'@CasePathable' applies to an enum, not to a struct: write 'enum Action'")
    #expect(diagnostics.first?.line == 1)
  }

  @Test func twoCasesOfOneNameIsOneErrorAtTheSecond() {
    let (_, diagnostics) = expand(
      """
      @CasePathable
      enum Action {
        case load(Int)
        case load(name: String)
      }
      """)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.line == 4)
    #expect(
      diagnostics.first?.message.hasPrefix(
        "'@CasePathable' names a case path after its case, and 'Action' has two cases named 'load': rename one"
      ) == true)
  }
}

extension String {
  /// Whether this (flattened) text contains `text`, flattened the same way.
  func contains(flatten text: String) -> Bool { contains(flat(text)) }
}
