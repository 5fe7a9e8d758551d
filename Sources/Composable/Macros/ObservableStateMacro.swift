/// TCA's `ObservableState`: a state SwiftUI can observe. With no SwiftUI here it is a marker,
/// and `@ObservableState` adds nothing else to the type (see ``ObservableState()``).
public protocol ObservableState {}

/// Marks a feature's state as TCA's `@ObservableState` does. TCA's macro moves each field into
/// `_field` storage beside an observation registrar; this one adds only the conformance, so the
/// state keeps the fields the user wrote and dumps print them (`count: 1`, not `_count: 1`). Every
/// field is bindable with `BindingReducer` (`\.name`), as with TCA's.
@attached(extension, conformances: ObservableState)
public macro ObservableState() =
  #externalMacro(module: "ComposableMacros", type: "ObservableStateMacro")

/// TCA's `@ObservationStateIgnored`: leaves a field out of observation; here it changes nothing.
@attached(peer)
public macro ObservationStateIgnored() =
  #externalMacro(module: "ComposableMacros", type: "ObservationIgnoredMacro")
