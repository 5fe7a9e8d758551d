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

extension StackElementID: Codable {
  /// Read and written as its integer (`0`), the way tests and the shell write it.
  public init(from decoder: any Decoder) throws {
    let generation = try decoder.singleValueContainer().decode(Int.self)
    guard generation >= 0 else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "a stack element id is 0 or more"))
    }
    self.init(generation: generation)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(generation)
  }
}
