/// Makes a struct a ``Reducer`` and its nested `Action` enum (and an enum `State`)
/// `@CasePathable`, as TCA's `@Reducer`:
///
///     @Reducer
///     struct Feature {
///       @ObservableState struct State: Equatable { var count = 0 }
///       enum Action { case increment }
///       var body: some ReducerOf<Self> { Reduce { state, _ in state.count += 1; return .none } }
///     }
///
/// On an enum of reducers, writes its `State` and `Action` enums and the body that scopes each
/// case, for a destination or a stack path (see ``CaseReducer``):
///
///     @Reducer enum Destination {
///       case edit(EditForm)                       // State.edit(EditForm.State), Action.edit(EditForm.Action)
///       case alert(AlertState<Alert>)             // State.alert(AlertState<Alert>), Action.alert(Alert)
///       @ReducerCaseIgnored case loading          // State.loading, no action, no reducer
///     }
///
/// A public struct is also made `Sendable` (its effects capture it; Swift infers that for an
/// internal one only).
///
/// On anything else (a class, an actor, an extension) it is one error at that line saying what
/// to write.
@attached(extension, conformances: Reducer, CaseReducer, Sendable)
@attached(member, names: named(State), named(Action), named(body))
@attached(memberAttribute)
public macro Reducer() = #externalMacro(module: "ComposableMacros", type: "ReducerMacro")

/// `@Reducer(state: .equatable, action: .equatable)`: an enum of reducers whose generated
/// `State` and `Action` also conform to what is named (`.equatable`, `.hashable`, `.sendable`,
/// `.codable`), as TCA's.
@attached(extension, conformances: Reducer, CaseReducer, Sendable)
@attached(member, names: named(State), named(Action), named(body))
@attached(memberAttribute)
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
  #externalMacro(module: "ComposableMacros", type: "ReducerMacro")

/// A conformance `@Reducer(state:action:)` adds to an enum's generated `State` or `Action`.
public struct _SynthesizedConformance: Sendable {
  let name: String
  public static let equatable = Self(name: "Equatable")
  public static let hashable = Self(name: "Hashable")
  public static let sendable = Self(name: "Sendable")
  public static let codable = Self(name: "Codable")
}

/// TCA's `@ReducerCaseEphemeral`: on a case of a `@Reducer` enum, says its value is state shown
/// once, as an alert is (it conforms to ``EphemeralState`` and has an `Action` type): the case
/// keeps the value as it is, its action case takes that `Action`, and no reducer runs for it.
/// `AlertState` and `ConfirmationDialogState` cases are taken so without it.
@attached(peer)
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ComposableMacros", type: "ReducerCaseMarkMacro")

/// TCA's `@ReducerCaseIgnored`: on a case of a `@Reducer` enum, keeps the case in `State` as
/// written (any payload, or none: `case loading`, `case webView(url: URL)`), with no action
/// case and no reducer.
@attached(peer)
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ComposableMacros", type: "ReducerCaseMarkMacro")
