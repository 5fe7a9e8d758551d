/// A command's name (at most 15 bytes, as all are) packed with its length into two integers:
/// two names are equal exactly when their keys are, so finding a line's command compares
/// integers instead of hashing or comparing strings.
struct CommandNameKey: Equatable {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  /// Nil for a name longer than 15 bytes, which no command has.
  init?(_ name: some StringProtocol) {
    // Packed from the contiguous bytes: stepping a `String.UTF8View` cost ~200 instructions.
    let key = name.utf8.withContiguousStorageIfAvailable { CommandNameKey(utf8: $0) }
    guard let key = key ?? CommandNameKey(utf8: name.utf8) else { return nil }
    self = key
  }

  init?(utf8 bytes: some Sequence<UInt8>) {
    var count = 0
    for byte in bytes {
      guard count < 15 else { return nil }
      if count < 8 {
        low |= UInt64(byte) << (8 * count)
      } else {
        high |= UInt64(byte) << (8 * (count - 8))
      }
      count += 1
    }
    // The length in the top byte: `a` and `a` followed by a NUL byte differ.
    high |= UInt64(count) << 56
  }
}
