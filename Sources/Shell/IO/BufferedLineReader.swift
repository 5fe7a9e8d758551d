#if canImport(Glibc)
  import Glibc
#endif

/// Reads lines from a file descriptor in 64 KiB blocks (a pipe or a file), as libedit does not:
/// it reads a pipe one byte per system call. Strips `\n` and `\r\n`; returns a last line that
/// has no newline; decodes UTF-8, replacing invalid bytes with U+FFFD (which the lexer rejects).
public final class BufferedLineReader: LineSource {
  private let fd: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEnd = false
  public let isInteractive = false

  public init(fd: Int32 = STDIN_FILENO) {
    self.fd = fd
    buffer.reserveCapacity(1 << 16)
  }

  public func next(prompt: String) -> LineEvent {
    while true {
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
