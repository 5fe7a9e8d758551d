import CEdit
import Composable

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An interactive line editor over libedit: emacs key bindings, history with
/// Up/Down and Ctrl-R search, Tab completion, and Ctrl-C that discards the
/// half-typed line. Use it only when standard input is a terminal
/// (`LineEditor.standardInputIsTerminal`); read piped input with
/// `BufferedLineReader` instead.
///
/// libedit runs in its unbuffered mode: each `el_gets` handles one key, and the
/// wait for the next key happens off the main actor (`InputWaiter`), so effects
/// run while the user types and their output is printed above the prompt.
///
/// The class is `@MainActor`: libedit is not thread-safe, and every libedit call
/// and callback (prompt, completion) happens on the main actor.
@MainActor
public final class LineEditor {
  /// The history the Up arrow and Ctrl-R search through.
  public let history: HistoryStore

  /// Offers completions for Tab. It receives the line up to the cursor and
  /// returns candidates for the word being typed (the text after the last
  /// space); candidates that do not start with that word are ignored.
  /// One candidate is inserted with a trailing space (none after `.`, `=` or
  /// `/`); several insert their common prefix, or are listed when there is
  /// nothing more to insert.
  public var completion: ((_ lineBeforeCursor: String) -> [String])?

  /// The stream libedit draws on: `Terminal.promptStream` (standard output, or standard error
  /// when standard output is not a terminal, or the terminal itself when neither is).
  public let output: UnsafeMutablePointer<FILE>

  let editLine: OpaquePointer

  /// NUL-terminated prompt handed to libedit. Read by the prompt callback,
  /// which cannot hop to the main actor; it only runs inside `readLine`, on
  /// the main actor, so the access is in fact serialized.
  nonisolated(unsafe) private var promptBuffer: UnsafeMutablePointer<CChar>

  /// True when file descriptor 0 is a terminal.
  public nonisolated static var standardInputIsTerminal: Bool {
    isatty(STDIN_FILENO) == 1
  }

  /// Creates an editor. `input` defaults to standard input. `output` defaults
  /// to `Terminal.promptStream`, so `tca-shell > out.txt` (and `> out.txt 2>&1`) still
  /// prompts and edits on the terminal. `historyLimit`: the most lines history keeps.
  /// `~/.editrc` is not read.
  public init(
    programName: String,
    input: UnsafeMutablePointer<FILE>? = nil,
    output: UnsafeMutablePointer<FILE>? = nil,
    historyLimit: Int = ShellOptions.defaultHistorySize
  ) {
    // libedit decodes typed bytes with the C library's LC_CTYPE, which must
    // be UTF-8 before el_init or non-ASCII input is dropped.
    _ = cedit_use_utf8_ctype()
    let input = input ?? cedit_stdin()
    let output = output ?? Self.promptFile()
    guard let editLine = cedit_init(programName, input, output, cedit_stderr()) else {
      fatalError("libedit el_init failed")
    }
    self.editLine = editLine
    self.output = output
    self.inputFD = fileno(input)
    self.history = HistoryStore(limit: historyLimit)
    self.promptBuffer = strdup("")!

    _ = cedit_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
    _ = cedit_set_editor(editLine, "emacs")
    // Signals are the owner's (see TerminalSignals): between keys the main actor runs other
    // code, and libedit's own handlers would resize and redraw from inside a signal handler.
    _ = cedit_set_signal(editLine, 0)
    // Ctrl-C at the prompt (a signal: the terminal's ISIG stays on) flushes nothing: by default
    // the terminal throws away output not shown yet (results printed above the prompt, the
    // `^C` and the new prompt), and on Linux a pseudo-terminal flushed while the shell wrote to
    // it was seen to refuse every later write (issue 25; `TypeAhead` does the same in a wait).
    _ = cedit_keep_output_on_signals(editLine)
    _ = cedit_use_interruptible_reader(editLine, fileno(input))
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
    _ = cedit_bind(editLine, "^W", "ed-delete-prev-word")
    // The key reader hands a pasted TAB over as Ctrl-V TAB: inserted as it is.
    _ = cedit_bind(editLine, "^V", "ed-quoted-insert")
    bindClusterEditing()
    bindHistorySearch()
  }

  /// The `FILE` over `Terminal.promptStream`: libedit edits only on a terminal, so with both
  /// standard streams redirected it must draw on `/dev/tty`.
  private static func promptFile() -> UnsafeMutablePointer<FILE> {
    switch Terminal.promptStream {
    case STDOUT_FILENO: return cedit_stdout()
    case STDERR_FILENO: return cedit_stderr()
    case let fd: return fdopen(fd, "w") ?? cedit_stderr()
    }
  }

  isolated deinit {
    endLine()
    cedit_end(editLine)
    free(promptBuffer)
  }

  // MARK: Reading

  /// Whether a line is being edited: between `beginLine(prompt:)` and the line's end. Output
  /// that arrives meanwhile goes through `printAbove(_:)`.
  public private(set) var isEditing = false

  /// Called after a key when signals may be waiting: libedit's reader empties the signal pipe
  /// while it waits for a key, so the pipe's owner must look at the flags itself.
  public var onSignalsPending: () -> Void = {}

  /// The descriptor keys are read from.
  let inputFD: Int32
  /// Columns the prompt takes on screen (colour codes take none).
  var promptWidth = 0
  /// The prompt of the line being edited, as given (shown again when a Ctrl-R search ends).
  var currentPrompt = ""
  /// The Ctrl-R search in progress (see `LineEditor+Search`).
  var search: HistorySearch?

  /// Shows `prompt` and reads one line with editing, without blocking the main actor: between
  /// keys it is free to run effects, whose output `printAbove(_:)` puts above the prompt.
  /// ANSI colour sequences in the prompt are not counted towards its width.
  ///
  /// - `.line` carries the text without its newline.
  /// - `.endOfInput` after Ctrl-D on an empty line (a newline is printed) or when the terminal
  ///   hangs up.
  ///
  /// Ctrl-C does not end the call: `cancelLine()` (called when SIGINT arrives) drops the
  /// half-typed line and prompts anew.
  public func readLine(prompt: String) async -> LineEditorResult {
    beginLine(prompt: prompt)
    while true {
      if search != nil {
        // A Ctrl-R search reads its own keys; between them the main actor is free.
        if !searchKey(), search != nil, await waitForInput() == .hangUp {
          endLine()
          return .endOfInput
        }
        if interrupted { return .interrupted }
        continue
      }
      // Handle what can be handled without blocking (keys typed ahead, keys libedit pushed
      // back itself); only when there is nothing, wait off the main actor for input.
      cedit_begin_probe()
      let result = step()
      if cedit_signals_pending() != 0 { onSignalsPending() }
      switch result {
      case .line(let line): return .line(line)
      case .endOfInput: return .endOfInput
      case .editing: break
      }
      if interrupted { return .interrupted }
      if cedit_input_has_ended() != 0 {
        endLine()
        return .endOfInput
      }
      if cedit_probe_was_empty() != 0, await waitForInput() == .hangUp {
        endLine()
        return .endOfInput
      }
      if interrupted { return .interrupted }
    }
  }

  /// Reads the answer to a question as `readLine(prompt:)` does, except that Ctrl-C ends it
  /// (`^C` shown, `.interrupted` returned) instead of asking again: the question is cancelled,
  /// and what is typed next is a command again, not an answer.
  public func readAnswer(prompt: String) async -> LineEditorResult {
    interruptEndsLine = true
    defer {
      interruptEndsLine = false
      interrupted = false
    }
    return await readLine(prompt: prompt)
  }

  /// Whether Ctrl-C ends the line being read (`readAnswer`) rather than starting it anew.
  var interruptEndsLine = false
  /// Set by Ctrl-C in `readAnswer`: the read returns `.interrupted`.
  var interrupted = false
  /// The prefilled line as Ctrl-C found it (edited or not).
  var interruptedText: String?
  /// The text the next line starts with, as if typed (a lesson step; see `PrefilledLine`).
  var prefill: String?
  /// What a key on the untouched prefilled line asked for (`b`, `q`); nil: run the line.
  var stepKeyAnswer: StepAnswer?
  /// Whether the keys of a prefilled line's function are registered with libedit.
  var stepKeysAdded = false
  /// Ends a wait for input early (Ctrl-C in `readAnswer`, which arrives while the wait runs).
  private var wakeWaiter: (() -> Void)?

  /// Waits off the main actor for a key; a Ctrl-C that ends the line wakes it early (the poll
  /// left running ends at the next key, which the next read takes).
  private func waitForInput() async -> InputWaiter.Readiness {
    guard interruptEndsLine else { return await InputWaiter.wait(fd: inputFD) }
    let fd = inputFD
    return await withCheckedContinuation { continuation in
      let resumed = Locked(false)
      let resume: @Sendable (InputWaiter.Readiness) -> Void = { readiness in
        let first = resumed.withLock { done in
          defer { done = true }
          return !done
        }
        if first { continuation.resume(returning: readiness) }
      }
      wakeWaiter = { resume(.readable) }
      InputWaiter.whenReady(fd: fd, resume)
    }
  }

  /// What one key did.
  enum Step: Equatable {
    case editing
    case line(String)
    case endOfInput
  }

  /// Draws the prompt and starts an empty line (libedit's unbuffered mode: raw terminal, one
  /// key per `el_gets`).
  func beginLine(prompt: String) {
    currentPrompt = prompt
    setPrompt(prompt)
    promptWidth = EditArea.width(prompt)
    isEditing = true
    _ = cedit_set_unbuffered(editLine, 1)
    if let prefill, !prefill.isEmpty { insertPrefill(prefill) }
    setBracketedPaste(true)
  }

  /// Bracketed paste (xterm's mode 2004), on only while a line is edited, as readline does:
  /// the terminal marks pasted text with `ESC[200~` … `ESC[201~`, and the key reader
  /// (`cedit_read_char`) inserts what is between as text (a pasted TAB is a tab, not Tab
  /// completion; a pasted newline still ends its line, so pasted commands run in turn).
  private func setBracketedPaste(_ on: Bool) {
    guard Terminal.allowsCursorMovement(fileno(output)) else { return }
    write(on ? "\u{1B}[?2004h" : "\u{1B}[?2004l")
    // A SIGTERM or SIGHUP while it is on turns it off before the process ends.
    cedit_note_bracketed_paste(on ? fileno(output) : -1)
  }

  /// Handles the keys of one editing command. Blocks until a key comes unless
  /// `cedit_begin_probe` was called first.
  func step() -> Step {
    var count: Int32 = 0
    guard let text = cedit_gets(editLine, &count), count > 0 else { return .editing }
    let raw = UnsafeRawBufferPointer(start: text, count: Int(count))
    switch raw.last {
    case UInt8(ascii: "\n"):
      let line = Self.decodeLine(text, byteCount: Int(count))
      endLine()
      return .line(line)
    case 0x04:
      // libedit marks end of input with ^D in unbuffered mode; Ctrl-C during a Ctrl-R search
      // also lands here, with the search's text before it. Ctrl-D at the end of a lesson
      // step's line (`play`) ends input with the step's text before it.
      let interruptedSearch = cedit_signal_take(SIGINT) != 0
      if !interruptedSearch, count == 1 || prefill != nil {
        write("\n")
        endLine()
        return .endOfInput
      }
      // libedit has already moved below the search line (re_goto_bottom).
      cancelLine(belowLine: true)
      return .editing
    default:
      composeBeforeCursor()
      return .editing
    }
  }

  /// Leaves the line as a user would want it after a finished line: terminal cooked again.
  func endLine() {
    guard isEditing else { return }
    isEditing = false
    search = nil
    setBracketedPaste(false)
    _ = cedit_set_unbuffered(editLine, 0)
  }

  /// Ctrl-C: shows `^C` after the half-typed text, which stays on screen, and starts an empty
  /// line under a fresh prompt. History browsing starts again from the newest entry.
  public func cancelLine() {
    cancelLine(belowLine: false)
  }

  /// `belowLine`: the cursor already sits at the start of the row under the line.
  func cancelLine(belowLine: Bool) {
    guard isEditing else { return }
    // Ctrl-C in a search leaves it for the line as it was, then cancels that line.
    if let search { endSearch(showing: search.original) }
    if belowLine {
      // The search line (`bck?zzzz`) is left one row up: the prompt goes back over it, with
      // `^C` after it, as Ctrl-C leaves a half-typed line.
      write("\u{1B}[A\r\u{1B}[K" + currentPrompt + "^C\n")
    } else {
      let area = currentArea()
      var move = ""
      if area.endRow > area.cursorRow { move += "\u{1B}[\(area.endRow - area.cursorRow)B" }
      move += "\r"
      if area.endColumn > 0 { move += "\u{1B}[\(area.endColumn)C" }
      write(move + "^C\n")
    }
    if interruptEndsLine {
      interrupted = true
      if prefill != nil { interruptedText = lineText().text }
      endLine()
      wakeWaiter?()
      wakeWaiter = nil
      return
    }
    _ = cedit_set_unbuffered(editLine, 0)
    _ = cedit_set_unbuffered(editLine, 1)
  }

  /// Prints something above the prompt while a line is being edited: erases the prompt and
  /// the half-typed line, runs `print` (which must end its output with a newline), then draws
  /// the prompt and the line again with the cursor where it was.
  public func printAbove(_ print: () -> Void) {
    guard isEditing else { return print() }
    let area = currentArea()
    var erase = "\r"
    if area.cursorRow > 0 { erase += "\u{1B}[\(area.cursorRow)A" }
    write(erase + "\u{1B}[J")
    print()
    _ = cedit_refresh(editLine)
  }

  /// The window changed size: libedit learns the new width, and the line is drawn again.
  public func resize() {
    guard isEditing else { return }
    // Terminals (tmux, VTE, iTerm2, kitty) reflow a wrapped line to the new width, so the
    // rows the old line takes now are counted at the new width; counted at the old one, a
    // narrower window left a copy of the line above the new one.
    let before = currentArea(columns: Terminal.columns(fileno(output)))
    el_resize(editLine)
    var erase = "\r"
    if before.cursorRow > 0 { erase += "\u{1B}[\(before.cursorRow)A" }
    write(erase + "\u{1B}[J")
    _ = cedit_refresh(editLine)
  }

  /// Ctrl-Z: cooked terminal, stop; once continued, raw again and the line redrawn.
  public func suspend() {
    guard isEditing else { return cedit_suspend_self() }
    let area = currentArea()
    if area.endRow > area.cursorRow { write("\u{1B}[\(area.endRow - area.cursorRow)B") }
    write("\n")
    setBracketedPaste(false)
    _ = cedit_prep_term(editLine, 0)
    cedit_suspend_self()
    _ = cedit_prep_term(editLine, 1)
    setBracketedPaste(true)
    el_resize(editLine)
    write("\r")
    _ = cedit_refresh(editLine)
  }

  func currentArea(columns override: Int? = nil) -> EditArea {
    let info = cedit_line(editLine).pointee
    var before = ""
    var whole = ""
    if let buffer = info.buffer {
      if let cursor = info.cursor {
        before = String(
          decoding: UnsafeRawBufferPointer(
            start: buffer, count: max(buffer.distance(to: cursor), 0)),
          as: UTF8.self)
      }
      if let last = info.lastchar {
        whole = String(
          decoding: UnsafeRawBufferPointer(start: buffer, count: max(buffer.distance(to: last), 0)),
          as: UTF8.self)
      }
    }
    let known = cedit_terminal_columns(editLine)
    return EditArea(
      promptWidth: promptWidth, widthBeforeCursor: EditArea.width(before),
      lineWidth: EditArea.width(whole), columns: override ?? (known > 0 ? Int(known) : 80))
  }

  // MARK: History

  /// Adds a line to the history (the caller decides which lines to keep).
  public func addHistory(_ line: String) {
    history.add(line)
  }

  /// Loads a history file written by `saveHistory(to:)`. A missing file is
  /// not an error.
  /// Returns how many entries that were not UTF-8 were repaired.
  @discardableResult
  public func loadHistory(from path: String) throws(HistoryFileError) -> Int {
    try history.load(from: path)
  }

  /// Merges this session's lines into the history file; see
  /// `HistoryStore.save(to:)`.
  public func saveHistory(to path: String) throws(HistoryFileError) {
    try history.save(to: path)
  }

  // MARK: Internals

  func setPrompt(_ prompt: String) {
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
    switch Completion.action(line: lineBeforeCursor, candidates: completion(lineBeforeCursor)) {
    case .insert(let text):
      return cedit_insertstr(editLine, text) < 0 ? UInt8(CC_REFRESH_BEEP) : UInt8(CC_REFRESH)
    case .replace(let count, let text):
      cedit_deletestr(editLine, Int32(count))
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
