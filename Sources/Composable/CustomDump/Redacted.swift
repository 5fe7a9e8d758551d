/// A value that must never be shown, such as a password or a token: it dumps, diffs and prints
/// as `"••••"`, whatever it holds, so it can sit in state and actions that get printed.
///
/// ```swift
/// customDump(Login.Action.setPassword(Redacted("hunter2")))
/// // Login.Action.setPassword("••••")
/// ```
///
/// Two values are equal when what they hold is equal, so tests still compare the real value.
public struct Redacted<Value: Hashable & Sendable>: Hashable, Sendable {
  /// What it holds; read it only to use it (to send it to a server), never to print it.
  public var value: Value

  public init(_ value: Value) { self.value = value }
}

/// A value whose contents no tool may read, print or compare (``Redacted``): hosts such as the
/// shell stop a state path at it.
public protocol SecretValue {}

extension Redacted: SecretValue {}

extension Redacted: CustomDumpStringConvertible, CustomStringConvertible,
  CustomDebugStringConvertible
{
  public var customDumpDescription: String { "\"••••\"" }
  public var description: String { "••••" }
  public var debugDescription: String { "\"••••\"" }
}

extension Redacted: ExpressibleByStringLiteral, ExpressibleByUnicodeScalarLiteral,
  ExpressibleByExtendedGraphemeClusterLiteral
where Value == String {
  public init(stringLiteral value: String) { self.value = value }
}

extension Redacted where Value == String {
  /// Whether the secret text is empty.
  public var isEmpty: Bool { value.isEmpty }
}

extension Redacted: ActionArgument where Value: ActionArgument {
  /// Reads as the wrapped type (`String`): the parameter is what is secret, not its type.
  public static var argumentTypeName: String { Value.argumentTypeName }
  public init(literal: LiteralValue) throws(ArgumentError) {
    self.value = try Value(literal: literal)
  }
}
