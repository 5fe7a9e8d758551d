extension StringProtocol {
  /// Whether the text's UTF-8 holds `byte` (an ASCII byte: a line feed, a bracket). Scans the
  /// text's contiguous bytes: `utf8.contains` steps a `String.Index` per byte, which cost
  /// about 2 % of a scripted `send` in the dumps and renderers that ask it of every line.
  @inlinable
  package func containsASCII(_ byte: UInt8) -> Bool {
    if let found = utf8.withContiguousStorageIfAvailable({ bytes in
      for candidate in bytes where candidate == byte { return true }
      return false
    }) {
      return found
    }
    return utf8.contains(byte)
  }
}

extension [UInt8] {
  /// Appends `text`'s UTF-8 bytes in one copy from its contiguous storage: appending the
  /// `UTF8View` as a sequence cost about 190 instructions a call, six calls a rendered action.
  @inlinable
  package mutating func appendUTF8(_ text: String) {
    if text.utf8.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) == nil {
      append(contentsOf: text.utf8)
    }
  }
}
