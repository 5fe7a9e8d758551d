import Composable

/// One parameter of an action case: its label (nil for an unlabeled value), its type's name, and
/// whether it is secret (a password: printed as `"••••"`, never kept in history).
public struct ActionParameter: Sendable, Equatable {
  public let label: String?
  public let typeName: String
  public let isSecret: Bool
  /// What a host may check before building the value.
  public let kind: ParameterKind

  /// The type as a signature shows it: a secret keeps its `Redacted` (`Redacted<String>`,
  /// `Redacted<String>?`), so that `actions` says which values are never shown.
  public var signatureTypeName: String {
    guard isSecret else { return typeName }
    return typeName.hasSuffix("?")
      ? "Redacted<\(typeName.dropLast())>?" : "Redacted<\(typeName)>"
  }
}

/// One case of a feature's `Action` that can be sent by name, the run-time stand-in for the
/// case paths TCA's `@CasePathable` macro synthesises.
///
/// A case either builds an action from its parameters' values, or (a case whose payload is a child
/// action, such as `counter(Counter.Action)` or `alert(PresentationAction<Alert>)`) holds the
/// child's cases, reached by dotted names: `counter.increment`, `alert.presented.confirm`.
public struct ActionCase<Action>: Sendable {
  public let name: String
  public let parameters: [ActionParameter]
  public let children: [ActionCase<Action>]
  @usableFromInline let make: (@Sendable ([LiteralValue]) throws -> Action)?
  /// Why the case cannot be sent although it is listed (an `indirect` case), or nil.
  var notSendable: String? = nil
  /// For an element case (`element(id:action:)`, TCA 1.0's `row(id:action:)`): its types, by
  /// which a host pairs it with a state collection; nil for any other case.
  var elementTypes: ElementCaseTypes? = nil

  /// Whether this case is a child-action case (reached with a dot) rather than a sendable one.
  public var isChild: Bool { make == nil }

  /// Builds the action from one value per parameter, in order.
  public func action(_ values: [LiteralValue]) throws -> Action {
    guard let make else { throw ArgumentError.childAction(name) }
    return try make(values)
  }

  /// A case with no associated value.
  public static func `case`(_ name: String, _ action: Action) -> Self where Action: Sendable {
    Self(name: name, parameters: [], children: []) { _ in action }
  }

  /// A case with one associated value.
  public static func `case`<A: ActionArgument>(
    _ name: String, _ first: Parameter<A>, _ make: @escaping @Sendable (A) -> Action
  ) -> Self {
    Self(name: name, parameters: [first.info], children: []) { values in
      make(try A(literal: values[0]))
    }
  }

  /// A case with two associated values.
  public static func `case`<A: ActionArgument, B: ActionArgument>(
    _ name: String, _ first: Parameter<A>, _ second: Parameter<B>,
    _ make: @escaping @Sendable (A, B) -> Action
  ) -> Self {
    Self(name: name, parameters: [first.info, second.info], children: []) {
      values in
      make(try A(literal: values[0]), try B(literal: values[1]))
    }
  }

  /// A case whose payload is a child action; its cases are reached as `name.childCase`.
  public static func child<Child>(
    _ name: String, _ cases: [ActionCase<Child>], _ embed: @escaping @Sendable (Child) -> Action
  ) -> Self {
    Self(name: name, parameters: [], children: cases.map { $0.embedded(in: embed) }, make: nil)
  }

  func embedded<Parent>(in embed: @escaping @Sendable (Action) -> Parent) -> ActionCase<Parent> {
    var lifted: (@Sendable ([LiteralValue]) throws -> Parent)?
    if let make = self.make {
      lifted = { values in embed(try make(values)) }
    }
    return ActionCase<Parent>(
      name: name, parameters: parameters, children: children.map { $0.embedded(in: embed) },
      make: lifted, notSendable: notSendable, elementTypes: elementTypes)
  }
}

/// Describes one associated value of an action case for the shell. A `Redacted` value is a
/// secret (never shown, never kept in history): the type says so, no separate marker.
public struct Parameter<Value: ActionArgument>: Sendable {
  let info: ActionParameter

  /// An unlabeled value (`setName(String)`).
  public static var value: Self {
    Self(
      info: .init(
        label: nil, typeName: Value.argumentTypeName, isSecret: Value.self is any SecretValue.Type,
        kind: Value.parameterKind))
  }

  /// A labeled value (`login(email: String, ...)`).
  public static func labeled(_ label: String) -> Self {
    Self(
      info: .init(
        label: label, typeName: Value.argumentTypeName,
        isSecret: Value.self is any SecretValue.Type, kind: Value.parameterKind))
  }
}
