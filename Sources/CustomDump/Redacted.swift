import Reflection

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
