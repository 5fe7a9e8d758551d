#if canImport(Glibc)
  import Glibc
#endif

/// Reads lines from a file descriptor in 64 KiB blocks (a pipe or a file), as libedit does not:
/// it reads a pipe one byte per system call. Strips `\n` and `\r\n`; returns a last line that
/// has no newline; decodes UTF-8, replacing invalid bytes with U+FFFD (which the lexer rejects).
///
/// Reads what common editors save as their author meant: a UTF-8 byte-order mark at the start
/// of a line (Windows editors write one at the start of a file; `cat a b` puts it mid-stream) is
/// dropped, and a file that starts with a UTF-16 mark (Notepad's "Unicode") is decoded as UTF-16.
///
/// Bounded: a line longer than ``lineLimit`` bytes is skipped at I/O speed, never held, and
/// answered with ``LineEvent/refused(_:)``; an over-long line with a NUL byte is not a text script
/// and may never end (a binary file, `/dev/zero`): its refusal ends the input.
public final class BufferedLineReader: LineSource {
  /// The longest line a script may have, in bytes without its newline: 1 MiB. No command needs
  /// more; a bigger line is a mistake (a binary or a minified file) and holding it costs memory.
  public static let lineLimit = 1 << 20
  private static let blockSize = 1 << 16

  private let fd: Int32
  private let limit: Int
  /// Unchecked for exclusivity: every access is a byte search or a copy that calls nothing
  /// back in the reader, and the reader is main-actor isolated (`LineSource`). The checks cost
  /// ~75 instructions an access, two accesses a line (docs/performance.md, "Exclusivity
  /// checks").
  @exclusivity(unchecked) private var buffer: [UInt8] = []
  /// Where each read lands before it joins `buffer` (or is skipped, in an over-long line).
  private var block = [UInt8](repeating: 0, count: BufferedLineReader.blockSize)
  private var start = 0
  /// Bytes from `start` known to hold no newline, so that a long line is scanned once.
  private var scanned = 0
  /// The newline ending the line at `start`, when ``hasLineReady`` found it: `next` takes it
  /// rather than searching again.
  private var foundNewline: Int?
  private var atEnd = false
  private var checkedEncoding = false
  public let isInteractive = false

  /// - Parameter limit: the longest line in bytes (tests use a small one).
  public init(fd: Int32 = STDIN_FILENO, limit: Int = BufferedLineReader.lineLimit) {
    self.fd = fd
    self.limit = limit
    buffer.reserveCapacity(Self.blockSize)
  }

  public func next(prompt: String) -> LineEvent {
    if !checkedEncoding { checkEncoding() }
    while true {
      // U+FEFF in UTF-8: a byte-order mark, never part of a command.
      if scanned == 0, buffer.count - start >= 3, buffer[start] == 0xEF,
        buffer[start + 1] == 0xBB, buffer[start + 2] == 0xBF
      {
        start += 3
      }
      if let newline = foundNewline
        ?? find(UInt8(ascii: "\n"), from: start + scanned, to: buffer.count)
      {
        foundNewline = nil
        let length = newline - start
        scanned = 0
        defer { start = newline + 1 }
        if length > limit { return tooLong(length) }
        return .line(line(upTo: newline))
      }
      scanned = buffer.count - start
      if atEnd {
        if let error = readError {
          // Said once, as a failed line: `tca-shell < /tmp` (a directory) ended at once, exit 0.
          readError = nil
          return .refused(
            "cannot read the script: \(String(cString: strerror(error))); give a file of commands on standard input"
          )
        }
        guard start < buffer.count else { return .endOfInput }
        let length = buffer.count - start
        scanned = 0
        defer { start = buffer.count }
        if length > limit { return tooLong(length) }
        return .line(line(upTo: buffer.count))
      }
      if buffer.count - start > limit { return skipLongLine() }
      fill()
    }
  }

  /// True when a whole line (or the end of input) is in the buffer, so that `next` will not
  /// block on a read.
  public var hasLineReady: Bool {
    guard checkedEncoding else { return false }
    if atEnd || foundNewline != nil { return true }
    foundNewline = find(UInt8(ascii: "\n"), from: start + scanned, to: buffer.count)
    return foundNewline != nil
  }

  public func readyLine(prompt: String) -> LineEvent? {
    hasLineReady ? next(prompt: prompt) : nil
  }

  private func line(upTo end: Int) -> String {
    var end = end
    if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return Self.decode(buffer, start..<end)
  }

  // The closures that read `buffer`'s bytes are made in nonisolated functions: one made in a
  // main-actor method and handed to the standard library (compiled without strict
  // concurrency) checks that it runs on the main actor each time it is called, ~110
  // instructions, twice a line.

  private nonisolated static func decode(_ buffer: [UInt8], _ range: Range<Int>) -> String {
    buffer.withUnsafeBufferPointer { String(utf8Bytes: UnsafeBufferPointer(rebasing: $0[range])) }
  }

  private func tooLong(_ length: Int) -> LineEvent {
    .refused("line too long (\(length) bytes; at most \(limit))")
  }

  /// The line at `start` is already over the limit: drops it up to its newline, counting bytes.
  /// One with a NUL byte is not text and may never end (`/dev/zero`): reading stops there.
  private func skipLongLine() -> LineEvent {
    var length = buffer.count - start
    let binary = find(0, from: start, to: buffer.count) != nil
    buffer.removeAll(keepingCapacity: true)
    start = 0
    scanned = 0
    if binary {
      atEnd = true
      return binaryRefusal
    }
    while true {
      let count = readBlock()
      guard count > 0 else {
        atEnd = true
        return tooLong(length)
      }
      let (newline, nul) = block.withUnsafeBufferPointer { pointer in
        (
          Self.find(UInt8(ascii: "\n"), in: pointer, from: 0, to: count),
          Self.find(0, in: pointer, from: 0, to: count)
        )
      }
      if let nul, nul < newline ?? count {
        atEnd = true
        return binaryRefusal
      }
      if let newline {
        buffer.append(contentsOf: block[(newline + 1)..<count])
        return tooLong(length + newline)
      }
      length += count
    }
  }

  private func find(_ byte: UInt8, from: Int, to: Int) -> Int? {
    Self.find(byte, in: buffer, from: from, to: to)
  }

  private nonisolated static func find(_ byte: UInt8, in buffer: [UInt8], from: Int, to: Int)
    -> Int?
  {
    buffer.withUnsafeBufferPointer { find(byte, in: $0, from: from, to: to) }
  }

  /// memchr: scanning a long line byte by byte in Swift is slow in a debug build.
  private nonisolated static func find(
    _ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int
  ) -> Int? {
    guard from < to, let base = bytes.baseAddress,
      let found = memchr(base + from, Int32(byte), to - from)
    else { return nil }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }

  /// A UTF-16 byte-order mark at the start: the whole input is read and decoded to UTF-8 once
  /// (scripts are small; UTF-16 cannot be split into lines byte by byte).
  private func checkEncoding() {
    checkedEncoding = true
    while buffer.count - start < 4, !atEnd { fill() }
    guard buffer.count - start >= 2 else { return }
    let first = buffer[start]
    let second = buffer[start + 1]
    let littleEndian = first == 0xFF && second == 0xFE
    guard littleEndian || (first == 0xFE && second == 0xFF) else { return }
    // A script starts with a command, a `#` or a blank: ASCII, whose UTF-16 unit has a zero
    // high byte. Bytes that only look like a mark (`\xff\xfe` and then UTF-8) are read as
    // UTF-8, so the first line is refused as invalid and the rest still run.
    if buffer.count - start >= 4, buffer[start + (littleEndian ? 3 : 2)] != 0 { return }
    while !atEnd { fill() }
    let bytes = buffer[(start + 2)...]
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
      let (low, high) =
        littleEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
      units.append(UInt16(high) << 8 | UInt16(low))
      index += 2
    }
    buffer = Array(String(decoding: units, as: UTF16.self).utf8)
    start = 0
  }

  /// Reads one block onto the end of `buffer`, first dropping the lines already returned.
  private func fill() {
    if start > 0 {
      buffer.removeFirst(start)
      start = 0
    }
    let count = readBlock()
    if count <= 0 {
      if count < 0 { readError = errno }
      atEnd = true
      return
    }
    // Appending a slice copies bytes in bulk; element-wise appends crawl in a debug build.
    buffer.append(contentsOf: block[..<count])
  }

  /// Why reading stopped, when a read failed (errno), until it is said.
  private var readError: Int32?

  /// Reads up to a block into `block`; the byte count, 0 at the end, negative on an error.
  private func readBlock() -> Int {
    block.withUnsafeMutableBufferPointer { pointer in
      var result: Int
      repeat {
        result = read(fd, pointer.baseAddress!, Self.blockSize)
      } while result < 0 && errno == EINTR
      return result
    }
  }

  /// An over-long line of NUL bytes: `/dev/zero`, a binary file, which may never end.
  private var binaryRefusal: LineEvent {
    .refused(
      "line too long (more than \(limit) bytes, with NUL bytes: not a text script); stopped reading"
    )
  }
}
