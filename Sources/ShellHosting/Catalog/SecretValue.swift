import Composable

/// A value whose contents no tool may read, print or compare (``Redacted``): hosts such as the
/// shell stop a state path at it, and a parameter of such a type is a secret (never echoed, never
/// kept in history).
public protocol SecretValue {}

extension Redacted: SecretValue {}

extension Redacted: ActionArgument where Value: ActionArgument {
  /// Reads as the wrapped type (`String`): the parameter is what is secret, not its type.
  public static var argumentTypeName: String { Value.argumentTypeName }
  public static var parameterKind: ParameterKind { Value.parameterKind }
  public init(literal: LiteralValue) throws(ArgumentError) {
    self.init(try Value(literal: literal))
  }
}
