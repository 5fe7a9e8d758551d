/// A tuple type's elements: their labels and types, as a labelled payload
/// (`later(milliseconds: Int, text: String)`) carries them.
///
/// Layout from swift/include/swift/ABI/Metadata.h (`TargetTupleTypeMetadata`): the kind word,
/// the element count, a pointer to the labels (one C string, each label followed by a space, an
/// unlabelled element by a lone space; null when no element has a label), then per element its
/// type's metadata and its byte offset (two words). The offset is a `StoredSize` on Apple
/// platforms but a `uint32_t` elsewhere (the word's other half is padding), so only its low 32
/// bits are read: the same value on either, on a little-endian machine.
package struct TupleMetadata: @unchecked Sendable {
  package struct Element: @unchecked Sendable {
    package let label: String?
    package let type: Any.Type
    package let offset: Int
  }

  package let elements: [Element]

  private static let countWord = 1
  private static let labelsWord = 2
  private static let firstElementWord = 3
  private static let wordsPerElement = 2

  /// Reads `type`'s elements, or nil when it is not a tuple.
  package init?(_ type: Any.Type) {
    guard MetadataKind(of: type) == .tuple else { return nil }
    let metadata = RawMetadata(type)
    let count = Int(metadata.word(Self.countWord))
    var labels: [String?] = Array(repeating: nil, count: count)
    if let raw = metadata.pointer(Self.labelsWord) {
      let text = String(cString: raw.assumingMemoryBound(to: CChar.self))
      let split = text.split(separator: " ", omittingEmptySubsequences: false)
      for index in 0..<min(count, split.count) where !split[index].isEmpty {
        labels[index] = String(split[index])
      }
    }
    elements = (0..<count).map { index in
      let word = Self.firstElementWord + index * Self.wordsPerElement
      return Element(
        label: labels[index],
        type: unsafeBitCast(metadata.pointer(word)!, to: Any.Type.self),
        offset: Int(metadata.uint32(atWord: word + 1)))
    }
  }
}
