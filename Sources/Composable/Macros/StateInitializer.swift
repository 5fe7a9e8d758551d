/// One initializer of a feature's state, as `@ObservableState` lists it: the argument labels in
/// order, the stored field each argument is taken from, and a call of the initializer itself.
///
/// The runtime cannot see a struct's initializers, and a struct whose own `init` hides its
/// memberwise one is common in TCA features (`init(syncUp:)` on a screen's state). With this
/// list, tca-shell's `save --swift` writes a state with an initializer it has and checks, by
/// calling it, what that initializer leaves to be set field by field. Nothing of TCA's: its
/// macro generates observation members instead, which no view needs here.
public struct StateInitializer: Sendable {
  /// The argument labels in declaration order; `_` for an unlabelled argument.
  public let labels: [String]
  /// For each argument, the name of the stored field it is taken from (the parameter's own
  /// name, which is the field's in a memberwise initializer and in `init(syncUp: SyncUp)`).
  public let fields: [String]
  private let call: @Sendable ([Any]) -> Any?

  /// `call` receives one value per label, in order, and returns the state, or nil when a value
  /// is not of the parameter's type or the initializer failed (a failable or throwing one).
  public init(labels: [String], fields: [String], call: @escaping @Sendable ([Any]) -> Any?) {
    self.labels = labels
    self.fields = fields
    self.call = call
  }

  /// The state this initializer makes from `arguments` (one per label), or nil when it makes
  /// none or the count is not the labels'.
  public func callAsFunction(_ arguments: [Any]) -> Any? {
    arguments.count == labels.count ? call(arguments) : nil
  }
}

/// The argument at `index`, as the parameter it is passed to takes it; throws when it is of
/// another type, so that `try? Self(…)` in an `@ObservableState` listing gives nil. Generated
/// code's helper: the parameter's type is inferred from the initializer, never spelled.
public func _stateInitializerArgument<Value>(_ arguments: [Any], _ index: Int) throws -> Value {
  guard index < arguments.count, let value = arguments[index] as? Value else {
    throw StateInitializerArgumentMismatch()
  }
  return value
}

/// An argument that is not of its parameter's type (see `_stateInitializerArgument`).
public struct StateInitializerArgumentMismatch: Error {}
