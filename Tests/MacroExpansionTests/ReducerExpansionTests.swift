import Testing

@Suite struct ReducerExpansionTests {
  @Test func onAClassIsOneErrorAtItsLineSayingToWriteAStruct() {
    let (_, diagnostics) = expand(
      """
      import Composable

      @Reducer
      final class Feature {}
      """)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.line == 3)
    #expect(
      diagnostics.first?.message
        == "'@Reducer' applies to a struct (a feature) or an enum (of reducers), not to a class: write 'struct Feature'"
    )
  }

  @Test func aStructConformsAndItsActionBecomesCasePathable() {
    let (text, diagnostics) = expand(
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action { case tap }
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """)
    #expect(diagnostics.isEmpty)
    let expanded = flat(text)
    #expect(expanded.contains(flatten: "@Composable.CasePathable enum Action { case tap"))
    #expect(expanded.contains(flatten: "extension Feature: Composable.Reducer { }"))
    #expect(
      expanded.contains(
        flatten:
          "@Composable.ReducerBuilder<Self.State, Self.Action> var body: some ReducerOf<Self>"))
  }

  @Test func anEnumOfReducersGetsStateActionAndAScopeACase() {
    let (text, diagnostics) = expand(
      """
      @Reducer(state: .equatable, action: .equatable)
      public enum Destination {
        case edit(Form)
        case alert(AlertState<Alert>)
      }
      """)
    #expect(diagnostics.isEmpty)
    let expanded = flat(text)
    #expect(
      expanded.contains(
        flatten:
          "public enum State: Composable.CaseReducerState, Equatable, Sendable { public typealias StateReducer = Destination case edit(Form.State) case alert(AlertState<Alert>)"
      ))
    #expect(
      expanded.contains(
        flatten:
          "public enum Action: Equatable, Sendable { case edit(Form.Action) case alert(Alert)"))
    #expect(
      expanded.contains(
        flatten: "Composable.Scope(state: \\.edit, action: \\.edit) { Form() }"))
    #expect(!expanded.contains("\\.alert, action"))
    #expect(
      expanded.contains(
        flatten: "extension Destination: Composable.Reducer, Composable.CaseReducer { }"))
  }

  @Test func aCaseWithoutOneReducerIsOneErrorAtThatCase() {
    let (_, diagnostics) = expand(
      """
      @Reducer
      enum Path {
        case detail(Detail)
        case settings
      }
      """)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.line == 4)
    #expect(
      diagnostics.first?.message
        == "each case of a '@Reducer' enum holds one reducer (or one AlertState or ConfirmationDialogState): write 'case settings(Feature)', or mark it '@ReducerCaseIgnored' to keep it as plain state"
    )
  }

  /// TCA's case marks: an ignored case stays in State as written, with no action case and no
  /// scope, and is listed for the shell; an ephemeral one takes its type's `Action`.
  @Test func caseMarksShapeTheStateAndActionEnums() {
    let (text, diagnostics) = expand(
      """
      @Reducer
      enum Destination {
        case edit(Form)
        @ReducerCaseIgnored
        case page(url: URL)
        @ReducerCaseIgnored case loading
        @ReducerCaseEphemeral
        case prompt(Prompt)
      }
      """)
    #expect(diagnostics.isEmpty)
    let expanded = flat(text)
    #expect(
      expanded.contains(
        flatten:
          "case edit(Form.State) case page(url: URL) case loading case prompt(Prompt) }"))
    #expect(
      expanded.contains(
        flatten: "static var _$ignoredCases: Set<String> { [\"page\", \"loading\"] }"))
    #expect(
      expanded.contains(
        flatten: "enum Action { case edit(Form.Action) case prompt(Prompt.Action) }"))
    #expect(!expanded.contains("\\.page") && !expanded.contains("\\.loading"))
  }

  @Test func presentsOnANonOptionalIsOneErrorSayingWhatToWrite() {
    let (_, diagnostics) = expand(
      """
      struct State {
        @Presents var destination: Destination.State
      }
      """)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.line == 2)
    #expect(
      diagnostics.first?.message
        == "'@Presents' needs the field's optional type written out: write '@Presents var destination: Destination.State?'"
    )
  }

  @Test func presentsStoresAPresentationStateAndProjectsIt() {
    let (text, diagnostics) = expand(
      """
      struct State {
        @Presents public var destination: Destination.State?
      }
      """)
    #expect(diagnostics.isEmpty)
    let expanded = flat(text)
    #expect(
      expanded.contains(
        flatten:
          "public var _destination = Composable.PresentationState<Destination.State>(wrappedValue: nil)"
      ))
    #expect(
      expanded.contains(
        flatten:
          "public var $destination: Composable.PresentationState<Destination.State> { get { _destination } set { _destination = newValue } }"
      ))
    #expect(expanded.contains(flatten: "get { _destination.wrappedValue }"))
  }
}
