extension String {
  /// Whether the text's UTF-8 holds `byte` (an ASCII byte: a line feed, a bracket). Scans the
  /// string's contiguous bytes: `utf8.contains` steps a `String.Index` per byte, which cost
  /// about 2 % of a scripted `send` in the dumps and renderers that ask it of every line.
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

extension Substring {
  /// Whether the text's UTF-8 holds `byte` (see ``Swift/String/containsASCII(_:)``).
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
