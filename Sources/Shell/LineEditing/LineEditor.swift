import CEdit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An interactive line editor over libedit: emacs key bindings, history with
/// Up/Down and Ctrl-R search, Tab completion, and Ctrl-C that discards the
/// half-typed line. Use it only when standard input is a terminal
/// (`LineEditor.standardInputIsTerminal`); read piped input with Swift's
/// `readLine()` instead.
///
/// The class is `@MainActor`: libedit is not thread-safe, and the editor calls
/// back into this object (prompt, completion) only from inside `readLine`,
/// which runs on the main actor, so the C callbacks can safely assume it.
@MainActor
public final class LineEditor {
  /// The history the Up arrow and Ctrl-R search through.
  public let history: HistoryStore

  /// Offers completions for Tab. It receives the line up to the cursor and
  /// returns candidates for the word being typed (the text after the last
  /// space); candidates that do not start with that word are ignored.
  /// One candidate is inserted with a trailing space; several insert their
  /// common prefix, or are listed when there is nothing more to insert.
  public var completion: ((_ lineBeforeCursor: String) -> [String])?

  /// The stream libedit draws on: standard output, or standard error when
  /// standard output is not a terminal.
  public let output: UnsafeMutablePointer<FILE>

  private let editLine: OpaquePointer

  /// NUL-terminated prompt handed to libedit. Read by the prompt callback,
  /// which cannot hop to the main actor; it only runs inside `readLine`, on
  /// the main actor, so the access is in fact serialized.
  nonisolated(unsafe) private var promptBuffer: UnsafeMutablePointer<CChar>

  /// True when file descriptor 0 is a terminal.
  public nonisolated static var standardInputIsTerminal: Bool {
    isatty(STDIN_FILENO) == 1
  }

  /// Creates an editor. `input` defaults to standard input. `output` defaults
  /// to standard output when it is a terminal and to standard error when it is
  /// not, so `tca-shell > out.txt` still prompts and edits on the terminal.
  /// `~/.editrc` is not read.
  public init(
    programName: String,
    input: UnsafeMutablePointer<FILE>? = nil,
    output: UnsafeMutablePointer<FILE>? = nil,
    historyLimit: Int = 1_000
  ) {
    // libedit decodes typed bytes with the C library's LC_CTYPE, which must
    // be UTF-8 before el_init or non-ASCII input is dropped.
    _ = cedit_use_utf8_ctype()
    let input = input ?? cedit_stdin()
    let output = output ?? (isatty(STDOUT_FILENO) == 1 ? cedit_stdout() : cedit_stderr())
    guard let editLine = cedit_init(programName, input, output, cedit_stderr()) else {
      fatalError("libedit el_init failed")
    }
    self.editLine = editLine
    self.output = output
    self.history = HistoryStore(limit: historyLimit)
    self.promptBuffer = strdup("")!

    _ = cedit_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
    _ = cedit_set_editor(editLine, "emacs")
    // libedit restores the tty on signals and resizes on SIGWINCH itself.
    _ = cedit_set_signal(editLine, 1)
    _ = cedit_set_history(editLine, history.handle)
    _ = cedit_set_prompt_esc(
      editLine,
      { editLine in
        guard let editLine, let data = cedit_get_clientdata(editLine) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue().promptBuffer
      },
      CChar(PromptText.ignoreMarker))
    _ = cedit_addfn(
      editLine, "tca-complete", "Complete the word before the cursor",
      { editLine, _ in
        guard let editLine, let data = cedit_get_clientdata(editLine) else {
          return UInt8(CC_ERROR)
        }
        let editor = Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
        return MainActor.assumeIsolated { editor.completeAtCursor() }
      })
    _ = cedit_bind(editLine, "^I", "tca-complete")
    _ = cedit_bind(editLine, "^R", "em-inc-search-prev")
    _ = cedit_bind(editLine, "^W", "ed-delete-prev-word")
  }

  isolated deinit {
    cedit_end(editLine)
    free(promptBuffer)
  }

  // MARK: Reading

  /// Shows `prompt` and reads one line with editing. ANSI colour sequences in
  /// the prompt are not counted towards its width.
  ///
  /// - `.line` carries the text without its newline.
  /// - `.interrupted` after Ctrl-C: the partial line is dropped and a newline
  ///   printed; call again to prompt anew.
  /// - `.endOfInput` after Ctrl-D on an empty line (a newline is printed).
  public func readLine(prompt: String) -> LineEditorResult {
    setPrompt(prompt)
    cedit_sigint_clear()
    _ = cedit_sigint_install()
    defer { _ = cedit_sigint_restore() }
    while true {
      var count: Int32 = 0
      errno = 0
      if let text = cedit_gets(editLine, &count) {
        return .line(Self.decodeLine(text, byteCount: Int(count)))
      }
      let error = errno
      if cedit_sigint_pending() != 0 {
        cedit_sigint_clear()
        write("\n")
        return .interrupted
      }
      if count < 0, error == EINTR { continue }  // another signal; keep reading
      write("\n")
      return .endOfInput
    }
  }

  // MARK: History

  /// Adds a line to the history (the caller decides which lines to keep).
  public func addHistory(_ line: String) {
    history.add(line)
  }

  /// Loads a history file written by `saveHistory(to:)`. A missing file is
  /// not an error.
  public func loadHistory(from path: String) throws(HistoryFileError) {
    try history.load(from: path)
  }

  /// Merges this session's lines into the history file; see
  /// `HistoryStore.save(to:)`.
  public func saveHistory(to path: String) throws(HistoryFileError) {
    try history.save(to: path)
  }

  // MARK: Internals

  private func setPrompt(_ prompt: String) {
    let bytes = PromptText.bracketingEscapes(prompt)
    // malloc, not allocate(capacity:), so one free() fits every buffer.
    guard let memory = malloc(bytes.count + 1) else { return }
    let buffer = memory.bindMemory(to: UInt8.self, capacity: bytes.count + 1)
    buffer.update(from: bytes, count: bytes.count)
    buffer[bytes.count] = 0
    free(promptBuffer)
    promptBuffer = UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: CChar.self)
  }

  /// The line from `el_gets` as a String: at most `byteCount` bytes, stopping
  /// at a NUL, without the trailing newline.
  nonisolated static func decodeLine(_ text: UnsafePointer<CChar>, byteCount: Int) -> String {
    let raw = UnsafeRawBufferPointer(start: text, count: max(byteCount, 0))
    var bytes = raw.prefix { $0 != 0 }
    if bytes.last == UInt8(ascii: "\n") { bytes = bytes.dropLast() }
    return String(decoding: bytes, as: UTF8.self)
  }

  func write(_ text: String) {
    fputs(text, output)
    fflush(output)
  }

  /// Tab: runs `completion` for the word before the cursor.
  func completeAtCursor() -> UInt8 {
    guard let completion else { return UInt8(CC_REFRESH_BEEP) }
    let info = cedit_line(editLine).pointee
    var lineBeforeCursor = ""
    if let buffer = info.buffer, let cursor = info.cursor {
      let count = buffer.distance(to: cursor)
      if count > 0 {
        let raw = UnsafeRawBufferPointer(start: buffer, count: count)
        lineBeforeCursor = String(decoding: raw, as: UTF8.self)
      }
    }
    let word = Completion.currentWord(lineBeforeCursor)
    switch Completion.action(word: word, candidates: completion(lineBeforeCursor)) {
    case .insert(let text):
      return cedit_insertstr(editLine, text) < 0 ? UInt8(CC_REFRESH_BEEP) : UInt8(CC_REFRESH)
    case .list(let items):
      let columns = cedit_terminal_columns(editLine)
      let lines = Completion.columns(items, width: columns > 0 ? Int(columns) : 80)
      write("\n" + lines.joined(separator: "\n") + "\n")
      return UInt8(CC_REDISPLAY)
    case .none:
      return UInt8(CC_REFRESH_BEEP)
    }
  }
}
