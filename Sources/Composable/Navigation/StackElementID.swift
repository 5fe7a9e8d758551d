/// The id of one element of a ``StackState``, as TCA's `StackElementID`: a generational integer,
/// 0 for the first element pushed onto a stack, then 1, 2, … (an id is never handed out twice
/// by the same stack). Tests write them as integer literals (`.element(id: 0, action: ...)`);
/// dumps show them as `#0`.
public struct StackElementID: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral {
  /// The integer the id was generated as.
  public let generation: Int

  public init(generation: Int) {
    self.generation = generation
  }

  public init(integerLiteral value: Int) {
    self.generation = value
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.generation < rhs.generation }
}

extension StackElementID: CustomDumpStringConvertible, CustomStringConvertible {
  public var customDumpDescription: String { "#\(generation)" }
  public var description: String { "#\(generation)" }
}

extension StackElementID: ActionArgument {
  public static var argumentTypeName: String { "StackElementID" }

  /// Typed as an integer (`0`) or as it dumps (`"#0"`).
  public init(literal: LiteralValue) throws(ArgumentError) {
    switch literal {
    case .int(let value) where value >= 0:
      self.init(generation: value)
    case .string(let text)
    where text.hasPrefix("#") && Int(text.dropFirst()).map { $0 >= 0 } == true:
      self.init(generation: Int(text.dropFirst())!)
    default:
      throw .expected("a stack element id (0, 1, ...)", got: literal)
    }
  }
}
