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
