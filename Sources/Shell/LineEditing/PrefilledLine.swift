import CEdit

/// A line that starts filled in, as if typed: a lesson step waiting at the prompt (`play`). The
/// presenter may edit it like any line. On the untouched line (the text as given, the cursor at
/// its end) three keys act instead of typing: Space runs it as Enter does, `b` goes back a step,
/// `q` stops; anywhere else they type themselves.
extension LineEditor {
  /// Reads one step's line, starting as `text`. `.run` carries the line as it was when run
  /// (edited or not); Ctrl-D, and Ctrl-C on the untouched line, end the lesson (`.stop`); Ctrl-C
  /// on an edited line drops the edit (`.restore`), as it drops a half-typed line.
  public func readPrefilled(prompt: String, text: String) async -> StepAnswer {
    addStepKeys()
    for key in Self.stepKeys { _ = cedit_bind(editLine, key, "tca-step-key") }
    prefill = text
    stepKeyAnswer = nil
    interruptEndsLine = true
    defer {
      for key in Self.stepKeys { _ = cedit_bind(editLine, key, "ed-insert") }
      prefill = nil
      stepKeyAnswer = nil
      interruptEndsLine = false
      interrupted = false
      interruptedText = nil
    }
    switch await readLine(prompt: prompt) {
    case .line(let line): return stepKeyAnswer ?? .run(line)
    case .interrupted: return interruptedText.map { $0 == text } ?? true ? .stop : .restore
    case .endOfInput: return .stop
    }
  }

  /// The keys that act on an untouched prefilled line.
  private static let stepKeys = [" ", "b", "q"]

  /// Registers the function the step keys are bound to while a prefilled line is read (once:
  /// libedit keeps each function added).
  private func addStepKeys() {
    guard !stepKeysAdded else { return }
    stepKeysAdded = true
    _ = cedit_addfn(
      editLine, "tca-step-key", "Run, go back or stop at an untouched lesson step",
      { editLine, key in
        guard let editLine, let data = cedit_get_clientdata(editLine) else {
          return UInt8(CC_ERROR)
        }
        let editor = Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
        return MainActor.assumeIsolated { editor.stepKey(key) }
      })
  }

  /// Puts `text` on the line just begun and draws it after the prompt.
  func insertPrefill(_ text: String) {
    guard cedit_insertstr(editLine, text) >= 0 else { return }
    // The prompt is drawn: redraw it with the line (refresh draws at column 0 of this row).
    write("\r\u{1B}[K")
    _ = cedit_refresh(editLine)
  }

  /// A step key: on the untouched line it acts (its newline is pushed back for libedit's own
  /// Enter to end the line, so the line ends as a typed one does); elsewhere it is typed.
  private func stepKey(_ key: Int32) -> UInt8 {
    guard let scalar = Unicode.Scalar(UInt32(bitPattern: key)) else { return UInt8(CC_ERROR) }
    let (whole, atEnd) = lineText()
    guard let prefill, whole == prefill, atEnd else {
      return cedit_insertstr(editLine, String(scalar)) < 0
        ? UInt8(CC_REFRESH_BEEP) : UInt8(CC_REFRESH)
    }
    switch scalar {
    case "b": stepKeyAnswer = .back
    case "q": stepKeyAnswer = .stop
    default: break
    }
    if stepKeyAnswer != nil {
      // Going back or stopping runs nothing: the line is emptied, and the prompt stays alone.
      cedit_deletestr(editLine, Int32(prefill.unicodeScalars.count))
    }
    el_push(editLine, "\n")
    return UInt8(CC_REFRESH)
  }

  /// The line being edited, and whether the cursor is at its end.
  func lineText() -> (text: String, atEnd: Bool) {
    let info = cedit_line(editLine).pointee
    guard let buffer = info.buffer, let last = info.lastchar else { return ("", true) }
    let text = String(
      decoding: UnsafeRawBufferPointer(start: buffer, count: max(buffer.distance(to: last), 0)),
      as: UTF8.self)
    return (text, info.cursor == last)
  }
}
