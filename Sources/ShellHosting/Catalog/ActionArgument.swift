import Composable

/// A Swift type an action's associated value can have when it is typed at the shell.
public protocol ActionArgument: Sendable {
  /// The type's name as it reads in a signature (`Int`, `String?`).
  static var argumentTypeName: String { get }
  /// Converts a typed literal, or throws a message saying what was expected.
  init(literal: LiteralValue) throws(ArgumentError)
}

/// Why a literal does not fit an argument's type: one line for the user.
public struct ArgumentError: Error, Equatable, Sendable {
  public let message: String
  public init(_ message: String) { self.message = message }

  static func expected(_ type: String, got literal: LiteralValue) -> Self {
    Self("expected \(type), got \(literal.described)")
  }
}

extension Int: ActionArgument {
  public static var argumentTypeName: String { "Int" }
  public init(literal: LiteralValue) throws(ArgumentError) {
    guard case .int(let value) = literal else { throw .expected("Int", got: literal) }
    self = value
  }
}

extension Double: ActionArgument {
  public static var argumentTypeName: String { "Double" }
  public init(literal: LiteralValue) throws(ArgumentError) {
    switch literal {
    case .double(let value): self = value
    case .int(let value): self = Double(value)
    default: throw .expected("Double", got: literal)
    }
  }
}

extension Bool: ActionArgument {
  public static var argumentTypeName: String { "Bool" }
  public init(literal: LiteralValue) throws(ArgumentError) {
    guard case .bool(let value) = literal else { throw .expected("Bool", got: literal) }
    self = value
  }
}

extension String: ActionArgument {
  public static var argumentTypeName: String { "String" }
  public init(literal: LiteralValue) throws(ArgumentError) {
    guard case .string(let value) = literal else { throw .expected("String", got: literal) }
    self = value
  }
}

extension Optional: ActionArgument where Wrapped: ActionArgument {
  public static var argumentTypeName: String { "\(Wrapped.argumentTypeName)?" }
  public init(literal: LiteralValue) throws(ArgumentError) {
    if case .nil = literal {
      self = .none
    } else {
      self = .some(try Wrapped(literal: literal))
    }
  }
}
