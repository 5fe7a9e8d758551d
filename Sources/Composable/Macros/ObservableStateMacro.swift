/// TCA's `ObservableState`: a state SwiftUI can observe. With no SwiftUI here it is a marker
/// (see ``ObservableState()``).
public protocol ObservableState {}

/// A struct's initializers a test can call (see ``StateInitializer``): its own `init`s, or its
/// memberwise one when it declares none. `@ObservableState` conforms a struct and writes the
/// list; a type without the conformance has no list (its initializers are not known). A
/// protocol of its own, not a requirement of `ObservableState`: a conformance compiled before
/// the requirement existed would have no entry for it.
public protocol _StateInitializerListing {
  static var _$initializers: [StateInitializer] { get }
}

/// Marks a feature's state as TCA's `@ObservableState` does. TCA's macro moves each field into
/// `_field` storage beside an observation registrar; this one keeps the fields the user wrote,
/// so dumps print them (`count: 1`, not `_count: 1`), and adds the conformance with a list of
/// the state's initializers, which `save --swift` writes states with. Every field is bindable
/// with `BindingReducer` (`\.name`), as with TCA's.
@attached(
  extension, conformances: ObservableState, _StateInitializerListing,
  names: named(_$initializers))
public macro ObservableState() =
  #externalMacro(module: "ComposableMacros", type: "ObservableStateMacro")

/// TCA's `@ObservationStateIgnored`: leaves a field out of observation; here it changes nothing.
@attached(peer)
public macro ObservationStateIgnored() =
  #externalMacro(module: "ComposableMacros", type: "ObservationIgnoredMacro")
