#if canImport(Glibc)
  import Glibc
#endif

/// Lines typed at a terminal, through libedit: a coloured prompt, emacs editing, history kept
/// across runs, Tab completion from the session, and output from effects printed above the
/// prompt while the user types.
///
/// It also owns the terminal's signals: Ctrl-C clears the line being typed or stops a wait for
/// effects (see `EffectWaiter`), a resized window redraws the line, Ctrl-Z suspends.
@MainActor
public final class TerminalLineSource: LineSource {
  public let isInteractive = true
  private let editor: LineEditor
  private let historyFile: String?
  /// A save failed or cannot work: said once, not at every line.
  private var historyWarned = false
  private let colour: Bool
  private let output: Output
  private var signals: TerminalSignals?
  private var printScheduled = false
  /// Waits for effects with a spinner; Ctrl-C stops it. Give it to `Session.waitForEffects`.
  public let effectWaiter: EffectWaiter
  /// Decides whether a line may be kept in history (lines setting a secret may not).
  public var keepsInHistory: (ParsedLine) -> Bool = { _ in true }

  /// Uses `historyFile` for history (nil: history lives only as long as the session), keeping
  /// its last `historySize` lines (`--history-size`). `output`
  /// is the session's: what collects in it while the user types is printed above the prompt.
  public init(
    historyFile: String?, historySize: Int = ShellOptions.defaultHistorySize, colour: Bool,
    output: Output, completion: @escaping (String) -> [String]
  ) {
    editor = LineEditor(programName: "tca-shell", historyLimit: historySize)
    self.historyFile = historyFile
    self.colour = colour
    self.output = output
    let promptFD = Terminal.promptStream
    effectWaiter = EffectWaiter(
      output: output, spinnerFD: Terminal.allowsCursorMovement(promptFD) ? promptFD : nil)
    editor.completion = completion
    if let historyFile, let reason = HistoryStore.unwritableReason(historyFile) {
      Self.warn("cannot keep history in \(historyFile): \(reason); history is not saved")
      historyWarned = true
    }
    if let historyFile {
      do {
        let repaired = try editor.loadHistory(from: historyFile)
        if repaired > 0 {
          Self.warn(
            "\(historyFile): \(Wording.count(repaired, "entry", plural: "entries")) not UTF-8, read as Latin-1"
          )
        }
      } catch {
        Self.warn("\(error); history starts empty")
      }
    }
    output.onPendingResults = { [weak self] in
      MainActor.assumeIsolated { self?.schedulePrint() }
    }
    // An error or a warning that comes while the prompt is up (a runtime warning reported
    // after its command, an effect's failure) goes above it, and the prompt comes back.
    output.aroundImmediateWrite = { [weak self] write in
      MainActor.assumeIsolated {
        guard let self else { return write() }
        if self.editor.isEditing {
          self.editor.printAbove(write)
        } else if self.effectWaiter.isWaiting {
          self.effectWaiter.printAbove(write)
        } else {
          write()
        }
      }
    }
    signals = TerminalSignals()
    signals?.onInterrupt = { [weak self] in self?.interrupt() }
    signals?.onResize = { [weak self] in self?.editor.resize() }
    signals?.onSuspend = { [weak self] in self?.editor.suspend() }
    editor.onSignalsPending = { [weak self] in self?.signals?.deliver() }
  }

  public func next(prompt: String) async -> LineEvent {
    switch await editor.readLine(prompt: coloured(prompt)) {
    case .line(let line):
      if let refusal = PastedPrompt.refusal(line, at: prompt) { return .refused(refusal) }
      return .line(PastedPrompt.stripped(line))
    case .endOfInput:
      return .endOfInput
    case .interrupted:
      return .interrupted
    }
  }

  public func continuation(prompt: String) async -> LineEvent {
    switch await editor.readAnswer(prompt: coloured(prompt)) {
    case .line(let line):
      return .line(line)
    case .endOfInput:
      return .endOfInput
    case .interrupted:
      return .interrupted
    }
  }

  /// The prompt in bold blue when colouring. The reset goes before the trailing blank: libedit
  /// loses an escape that ends the prompt, and the typed text would then be bold blue too.
  private func coloured(_ prompt: String) -> String {
    Output.styledPrompt(prompt, colour: colour)
  }

  /// A lesson step waiting at the prompt (`play`): `line` as if typed, editable; see
  /// `LineEditor.readPrefilled(prompt:text:)`. What the presenter runs stays out of history
  /// (it is the lesson's, not theirs).
  public func presentStep(prompt: String, line: String) async -> StepAnswer {
    output.flush()
    return await editor.readPrefilled(prompt: coloured(prompt), text: line)
  }

  /// Asks a yes-or-no question at the prompt (`save` over an existing file): a line starting
  /// with `y` is a yes (true); anything else or Ctrl-D is a no (false); Ctrl-C cancels the
  /// question (nil), and the next line typed is a command again. The answer stays out of
  /// history.
  public func confirm(_ question: String) async -> Bool? {
    output.flush()
    switch await editor.readAnswer(prompt: question + " [y/N] ") {
    case .line(let answer):
      return answer.trimmingBlanks.lowercased().hasPrefix("y")
    case .endOfInput:
      return false
    case .interrupted:
      return nil
    }
  }

  /// Ctrl-C: clears the line being typed, else stops a wait for effects (and is counted, for
  /// a `source` running commands: see ``interruptionCount()``).
  private func interrupt() {
    if editor.isEditing {
      editor.cancelLine()
    } else {
      interruptions += 1
      effectWaiter.interrupt()
    }
  }

  /// Ctrl-C presses while no line was being typed.
  private var interruptions = 0

  /// How many times Ctrl-C was pressed so far while no line was being typed (see
  /// ``SessionConfiguration/interruptions``). A signal the handler recorded but the main
  /// queue has not delivered yet counts: asked between a file's commands, this does not wait
  /// for the dispatch source's turn, which a starved machine put off past 20 s.
  public var interruptionCount: Int {
    signals?.deliver()
    return interruptions
  }

  /// Results collect while the user types or waits: print them once the current piece of
  /// work is done (so one action's lines come out together), above the prompt or the spinner.
  private func schedulePrint() {
    guard !printScheduled, editor.isEditing || effectWaiter.isWaiting else { return }
    printScheduled = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      self.printScheduled = false
      let output = self.output
      // Results redirected to a file leave the prompt or the spinner where it is: erasing and
      // drawing it again for every batch (thousands a second in `advance 24h`) only flooded
      // the terminal, and a Ctrl-C's note waited behind the flood.
      let toTerminal = isatty(STDOUT_FILENO) == 1
      if self.editor.isEditing {
        if toTerminal { self.editor.printAbove { output.flush() } } else { output.flush() }
      } else if self.effectWaiter.isWaiting {
        if toTerminal { self.effectWaiter.printAbove { output.flush() } } else { output.flush() }
      }
    }
  }

  /// Keeps a line in history unless it is blank, starts with a space (bash's `ignorespace`),
  /// or sets a secret; saved at once, merged with what other shells saved meanwhile.
  public func accept(_ parsed: ParsedLine) {
    let line = parsed.text
    guard !line.trimmingBlanks.isEmpty, !line.hasPrefix(" "), keepsInHistory(parsed) else {
      return
    }
    // A completed word leaves a blank at the end: recalled, it would only be in the way.
    var kept = line
    while kept.last == " " || kept.last == "\t" { kept.removeLast() }
    editor.addHistory(kept)
    guard let historyFile else { return }
    do {
      try editor.saveHistory(to: historyFile)
    } catch {
      // Once: the same failure at every line would bury the session's output.
      guard !historyWarned else { return }
      historyWarned = true
      Self.warn("\(error); history is not saved (said once)")
    }
  }

  /// A warning about the history file, on standard error, wrapped to the window as errors
  /// are (`error: ` lines), so a long path does not break mid-word at a narrow window.
  private static func warn(_ message: String) {
    let lines = TextWrap.lines(
      "warning: " + message, width: Terminal.columns(STDERR_FILENO), indent: 2)
    FileDescriptorWriter.write(lines.joined(separator: "\n") + "\n", to: STDERR_FILENO)
  }

  /// `$XDG_STATE_HOME/tca-shell/history`, or `~/.local/state/tca-shell/history` when unset.
  public static var defaultHistoryFile: String? {
    var environment: [String: String] = [:]
    for name in ["XDG_STATE_HOME", "HOME"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return defaultHistoryFile(environment: environment)
  }

  /// The history file `environment` gives: under `XDG_STATE_HOME` when it is an absolute path
  /// (the XDG Base Directory specification has a relative one ignored, as unset), otherwise under
  /// `HOME`; nil with neither.
  static func defaultHistoryFile(environment: [String: String]) -> String? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return state + "/tca-shell/history"
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.local/state/tca-shell/history"
  }
}
