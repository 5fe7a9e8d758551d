import Composable
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the shell's text goes: results to one stream, errors to another, with optional ANSI
/// colour. Results are buffered (a scripted session prints a lot) and flushed before every
/// error, before reading a line, and at exit, so the two streams stay in order.
public final class Output {
  public enum Style { case plain, removed, added, error, dim, prompt }

  /// Whether to colour text (only on a terminal, never with NO_COLOR or --no-color).
  public var colour: Bool
  /// Whether to colour errors; by default as `colour` (`standard` checks stderr on its own).
  public var colourErrors: Bool
  /// Called when results start to collect in the buffer. An interactive terminal uses it to
  /// print what effects send while the shell is at its prompt or waiting; nil in a script.
  public var onPendingResults: (() -> Void)?
  private let writeResult: (String) -> Void
  /// Standard output takes the buffer's bytes as they are: decoding them into a `String` for
  /// ``writeResult`` cost ~100 instructions a scripted line (all of it is valid UTF-8, made
  /// from strings and digits).
  private var writeResultBytes: ((UnsafeBufferPointer<UInt8>) -> Void)?
  private let writeError: (String) -> Void
  /// Results not written yet, as UTF-8 bytes: appending a line's bytes is a copy, where
  /// appending to a `String` also re-checked its capacity and flags for each piece.
  private var buffer = ByteBuffer(capacity: 1 << 16)

  /// Output to standard output and standard error.
  public static func standard(colour: Bool) -> Output {
    let output = Output(
      colour: colour, result: { FileDescriptorWriter.write($0, to: STDOUT_FILENO) },
      error: { FileDescriptorWriter.write($0, to: STDERR_FILENO) })
    output.colourErrors = colour && isatty(STDERR_FILENO) == 1
    output.writeResultBytes = { FileDescriptorWriter.write(bytes: $0, to: STDOUT_FILENO) }
    return output
  }

  /// Output to two closures (tests collect it in strings).
  public init(
    colour: Bool = false, result: @escaping (String) -> Void, error: @escaping (String) -> Void
  ) {
    self.colour = colour
    self.colourErrors = colour
    self.writeResult = result
    self.writeError = error
  }

  /// `prompt` (`counter> `) as the terminal shows it: its name in the prompt's colour when
  /// colouring.
  public static func styledPrompt(_ prompt: String, colour: Bool) -> String {
    let body = prompt.hasSuffix(" ") ? String(prompt.dropLast()) : prompt
    guard colour, let code = Style.prompt.code else { return prompt }
    return "\u{1B}[\(code)m\(body)\u{1B}[0m" + (body == prompt ? "" : " ")
  }

  /// Writes one line of results (a newline is added).
  public func line(_ text: String, style: Style = .plain) {
    line("", text, style: style)
  }

  /// Writes `lead` and `text` as one line, without joining them into a string first.
  func line(_ lead: String, _ text: String, style: Style = .plain) {
    let colourCode = colour ? style.code : nil
    // One access to the buffer for the whole line (each use of the class's property is checked
    // for exclusive access on its own).
    let appended = Self.append(to: &buffer) { buffer in
      if let colourCode {
        buffer.append(utf8: "\u{1B}[\(colourCode)m")
        buffer.append(utf8: lead)
        buffer.append(utf8: text)
        buffer.append(utf8: "\u{1B}[0m\n")
      } else {
        buffer.append(utf8: lead)
        buffer.append(utf8: text)
        buffer.append(UInt8(ascii: "\n"))
      }
    }
    afterAppend(appended)
  }

  /// Writes what `write` appends to the results, uncoloured: several lines in one access to the
  /// buffer (a script prints an action line and its diff for every `send`).
  func write(_ write: (inout ByteBuffer) -> Void) {
    afterAppend(Self.append(to: &buffer, write))
  }

  /// Runs `write` on the buffer; whether the buffer was empty before and whether it is full
  /// after, read in the same access (another read of the property was another exclusivity
  /// check, ~80 instructions a line).
  private static func append(to buffer: inout ByteBuffer, _ write: (inout ByteBuffer) -> Void)
    -> (wasEmpty: Bool, isFull: Bool)
  {
    let wasEmpty = buffer.isEmpty
    write(&buffer)
    return (wasEmpty, buffer.count >= 1 << 16)
  }

  /// Whether a full buffer is held rather than written (up to ``heldLimit``): set while a
  /// command whose long output goes through the pager runs, so that the pager gets all of it,
  /// not what came after the first 64 KiB.
  var holdsForPager = false
  /// How much output a pager is given at most (bytes); past it, what is held is written out.
  static let heldLimit = 64 << 20

  /// Writes out a full buffer, and says results are waiting when the buffer had been empty.
  private func afterAppend(_ appended: (wasEmpty: Bool, isFull: Bool)) {
    if appended.isFull, !holdsForPager || buffer.count >= Self.heldLimit { flush() }
    if appended.wasEmpty, let onPendingResults { onPendingResults() }
  }

  /// Writes a diff: `-` lines red, `+` lines green when colouring.
  public func diff(_ text: String) {
    guard colour else { return line(text) }
    for row in text.split(separator: "\n", omittingEmptySubsequences: false) {
      line(String(row), style: row.hasPrefix("-") ? .removed : row.hasPrefix("+") ? .added : .plain)
    }
  }

  /// Sees every result and error as it is written (a recording, `record FILE`); nil unless one
  /// runs.
  public var onWritten: ((String) -> Void)?

  /// Wraps a write that goes out at once (an error, a warning): at a terminal it moves the
  /// prompt or the spinner out of the way and brings it back after. Nil in a script.
  public var aroundImmediateWrite: ((_ write: () -> Void) -> Void)?

  /// Whether lines are wrapped at word boundaries to the width of the terminal they go to
  /// (at an interactive terminal; `TerminalWrap`), so a narrow window breaks between words,
  /// not inside `StackElementID`. A file or a pipe gets lines as they are.
  public var wrapsToTerminal = false

  /// Writes one error line to the error stream, after flushing results.
  public func error(_ text: String) {
    let write = {
      self.flush()
      let width = self.wrapsToTerminal ? Terminal.columns(STDERR_FILENO) : nil
      let text = TerminalWrap.wrap(text, width: width)
      let written =
        self.colourErrors ? "\u{1B}[\(Style.error.code!)m\(text)\u{1B}[0m\n" : text + "\n"
      self.writeError(written)
      // A recording keeps what the terminal showed, colour and all.
      self.onWritten?(written)
    }
    if let aroundImmediateWrite { aroundImmediateWrite(write) } else { write() }
  }

  /// Takes the results not written yet when they are more than `rows` lines, for a pager to
  /// show instead (see `Pager`); nil, and nothing taken, when they fit.
  func takePending(ifLongerThan rows: Int) -> String? {
    guard !buffer.isEmpty else { return nil }
    let text = buffer.text
    guard Pager.isLong(text, rows: rows) else { return nil }
    onWritten?(text)
    buffer.removeAll()
    return text
  }

  public func flush() {
    guard !buffer.isEmpty else { return }
    if let onWritten { onWritten(buffer.text) }
    if wrapsToTerminal, let width = Terminal.columns(STDOUT_FILENO) {
      writeResult(TerminalWrap.wrap(buffer.text, width: width))
    } else if let writeResultBytes {
      buffer.withUnsafeBytes(writeResultBytes)
    } else {
      writeResult(buffer.text)
    }
    buffer.removeAll()
  }
}

extension Output.Style {
  var code: String? {
    switch self {
    case .plain: nil
    case .removed: "31"
    case .added: "32"
    case .error: "31"
    case .dim: "2"
    case .prompt: "1;34"
    }
  }
}

enum FileDescriptorWriter {
  /// The first error a write met (errno), so the program can say so and fail at exit.
  static let failure = Mutex<Int32?>(nil)

  /// Writes all of `text`, retrying short writes and EINTR.
  static func write(_ text: String, to fd: Int32) {
    var text = text
    text.withUTF8 { write(bytes: $0, to: fd) }
  }

  /// Writes all of `bytes`, retrying short writes and EINTR.
  static func write(bytes: UnsafeBufferPointer<UInt8>, to fd: Int32) {
    var offset = 0
    while offset < bytes.count {
      let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        let error = errno
        failure.withLock { $0 = $0 ?? error }
        return
      }
      offset += written
    }
  }
}
