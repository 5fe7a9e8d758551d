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
public final class BufferedLineReader: LineSource {
  private let fd: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEnd = false
  private var checkedEncoding = false
  public let isInteractive = false

  public init(fd: Int32 = STDIN_FILENO) {
    self.fd = fd
    buffer.reserveCapacity(1 << 16)
  }

  public func next(prompt: String) -> LineEvent {
    if !checkedEncoding { checkEncoding() }
    while true {
      // U+FEFF in UTF-8: a byte-order mark, never part of a command.
      if buffer.count - start >= 3, buffer[start] == 0xEF, buffer[start + 1] == 0xBB,
        buffer[start + 2] == 0xBF
      {
        start += 3
      }
      if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
        var end = newline
        if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let line = String(decoding: buffer[start..<end], as: UTF8.self)
        start = newline + 1
        return .line(line)
      }
      if atEnd {
        guard start < buffer.count else { return .endOfInput }
        var end = buffer.count
        if buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let line = String(decoding: buffer[start..<end], as: UTF8.self)
        start = buffer.count
        return .line(line)
      }
      fill()
    }
  }

  /// A UTF-16 byte-order mark at the start: the whole input is read and decoded to UTF-8 once
  /// (scripts are small; UTF-16 cannot be split into lines byte by byte).
  private func checkEncoding() {
    checkedEncoding = true
    while buffer.count - start < 2, !atEnd { fill() }
    guard buffer.count - start >= 2 else { return }
    let first = buffer[start]
    let second = buffer[start + 1]
    let littleEndian = first == 0xFF && second == 0xFE
    guard littleEndian || (first == 0xFE && second == 0xFF) else { return }
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

  private func fill() {
    if start > 0 {
      buffer.removeFirst(start)
      start = 0
    }
    let oldCount = buffer.count
    buffer.append(contentsOf: repeatElement(0, count: 1 << 16))
    let count = buffer.withUnsafeMutableBufferPointer { pointer in
      var result: Int
      repeat {
        result = read(fd, pointer.baseAddress! + oldCount, 1 << 16)
      } while result < 0 && errno == EINTR
      return result
    }
    buffer.removeLast((1 << 16) - max(count, 0))
    if count <= 0 { atEnd = true }
  }
}
