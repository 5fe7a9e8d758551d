import Foundation

/// The standard library's other number types, written as Swift writes their literals: what a
/// payload of `Int8`…`UInt64`, `Float` or `Decimal` accepts (an integer literal for the
/// integers; an integer or a decimal literal for the others).
protocol IntegerArgument: ActionArgument, FixedWidthInteger {}

extension IntegerArgument {
  public static var argumentTypeName: String { "\(Self.self)" }
  public static var parameterKind: ParameterKind { .int }
  public init(literal: LiteralValue) throws(ArgumentError) {
    let exact: Self?
    switch literal {
    case .int(let value): exact = Self(exactly: value)
    case .unsigned(let value): exact = Self(exactly: value)
    default: throw .expected(Self.argumentTypeName, .int, got: literal)
    }
    guard let exact else {
      throw ArgumentError(
        "\(literal.source) does not fit in \(Wording.withArticle(Self.argumentTypeName)): use a value from \(Self.min) to \(Self.max)"
      )
    }
    self = exact
  }
}

extension Int8: IntegerArgument {}
extension Int16: IntegerArgument {}
extension Int32: IntegerArgument {}
extension Int64: IntegerArgument {}
extension UInt: IntegerArgument {}
extension UInt8: IntegerArgument {}
extension UInt16: IntegerArgument {}
extension UInt32: IntegerArgument {}
extension UInt64: IntegerArgument {}

extension Float: ActionArgument {
  public static var argumentTypeName: String { "Float" }
  public static var parameterKind: ParameterKind { .double }
  public init(literal: LiteralValue) throws(ArgumentError) {
    switch literal {
    case .int(let value): self = Float(value)
    case .unsigned(let value): self = Float(value)
    case .double(let value) where Float(value).isFinite: self = Float(value)
    case .double(let value):
      throw ArgumentError("\(value) is out of range for a Float: write a smaller decimal")
    default: throw .expected("Float", .double, got: literal)
    }
  }
}

extension Decimal: ActionArgument {
  public static var argumentTypeName: String { "Decimal" }
  public static var parameterKind: ParameterKind { .double }
  public init(literal: LiteralValue) throws(ArgumentError) {
    switch literal {
    case .int(let value): self = Decimal(value)
    case .unsigned(let value): self = Decimal(value)
    case .double(let value):
      // From the shortest text that reads back as the decimal typed (`0.1`, not 0.1000…0055).
      guard let decimal = Decimal(string: String(value), locale: Locale(identifier: "en_US_POSIX"))
      else { throw .expected("Decimal", .double, got: literal) }
      self = decimal
    default: throw .expected("Decimal", .double, got: literal)
    }
  }
}
