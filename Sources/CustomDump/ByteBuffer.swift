/// UTF-8 bytes appended at the end of one growing allocation: what the shell's output collects
/// between writes, and what diffs and action lines are written into.
///
/// An `Array`'s `append(contentsOf:)` cost ~90 instructions a call (uniqueness and capacity
/// checks through generic sequence code), six calls a rendered `send` line; here an append is a
/// capacity check and a copy. Noncopyable: the allocation has one owner, which frees it.
package struct ByteBuffer: ~Copyable {
  private var start: UnsafeMutablePointer<UInt8>
  package private(set) var count = 0
  private var capacity: Int

  package init(capacity: Int) {
    self.capacity = max(capacity, 16)
    start = .allocate(capacity: self.capacity)
  }

  deinit { start.deallocate() }

  package var isEmpty: Bool { count == 0 }

  /// The bytes so far, decoded as UTF-8 (as `String(decoding:as:)`, repairing bad sequences).
  package var text: String {
    String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  }

  /// Calls `body` with the bytes so far, valid only inside it.
  package func withUnsafeBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    body(UnsafeBufferPointer(start: start, count: count))
  }

  package mutating func removeAll() { count = 0 }

  package mutating func append(_ byte: UInt8) {
    reserve(1)
    start[count] = byte
    count += 1
  }

  package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    reserve(bytes.count)
    (start + count).initialize(from: source, count: bytes.count)
    count += bytes.count
  }

  package mutating func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  /// Appends `text`'s UTF-8 bytes, copied from its contiguous storage when it has one.
  package mutating func append(utf8 text: String) {
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
    if copied == nil {
      for byte in text.utf8 { append(byte) }
    }
  }

  /// Appends `value` in decimal, as `String(value)` spells it, the digits written in place
  /// (making the `String` first cost ~240 instructions a value).
  package mutating func appendDecimal<Integer: FixedWidthInteger>(_ value: Integer) {
    if value < 0 { append(UInt8(ascii: "-")) }
    var magnitude = UInt64(value.magnitude)
    // 20 digits hold any `UInt64`; 10^19 is the last power of ten it holds.
    var digits = 1
    var bound: UInt64 = 10
    while digits < 20, magnitude >= bound {
      digits += 1
      bound = bound &* 10
    }
    reserve(digits)
    var end = start + count + digits
    repeat {
      end -= 1
      end.initialize(to: UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    count += digits
  }

  /// Makes room for `extra` more bytes, at least doubling the allocation when it grows.
  private mutating func reserve(_ extra: Int) {
    guard count + extra > capacity else { return }
    let newCapacity = max(capacity * 2, count + extra)
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    grown.initialize(from: start, count: count)
    start.deallocate()
    start = grown
    capacity = newCapacity
  }
}
