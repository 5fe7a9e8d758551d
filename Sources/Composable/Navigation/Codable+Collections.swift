/// `IdentifiedArray` and `StackState` are written as a plain array of their elements, as
/// swift-identified-collections and TCA write them, so a persisted state keeps its usual JSON.

extension IdentifiedArray: Encodable where Element: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(elements)
  }
}

extension IdentifiedArray: Decodable
where Element: Decodable & Identifiable, ID == Element.ID {
  /// Reads an array of elements; two with the same id are a `DecodingError`, as in
  /// swift-identified-collections.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let elements = try container.decode([Element].self)
    self.init(uniqueElements: elements)
    guard count == elements.count else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Duplicate element id in an identified array")
    }
  }
}

extension StackState: Encodable where Element: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(Array(self))
  }
}

extension StackState: Decodable where Element: Decodable {
  /// Reads an array of elements; they get ids 0, 1, … in order, as a stack built from them.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode([Element].self))
  }
}
