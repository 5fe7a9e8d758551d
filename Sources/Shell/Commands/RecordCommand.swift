/// `record FILE [--markdown]` … `record stop`: records the session (see ``SessionRecording``).
struct RecordCommand: ShellCommand {
  static let info = CommandInfo(
    group: .history, name: "record", usage: "record [--markdown] FILE | record stop",
    summary:
      "record the session to FILE as an asciinema cast (--markdown or FILE.md: a transcript) until 'record stop'",
    example: "record lesson.cast")

  enum Action: Equatable {
    case start(path: String, markdown: Bool)
    case stop
    case status
  }

  let action: Action

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    let words = input.words.map(\.text)
    let markdown = words.contains("--markdown")
    let rest = words.filter { $0 != "--markdown" }
    if rest.isEmpty, !markdown { return Self(action: .status) }
    guard rest.count == 1, let path = rest.first, !path.hasPrefix("-"), !path.isEmpty else {
      throw usageError
    }
    if path == "stop", !markdown { return Self(action: .stop) }
    return Self(action: .start(path: path, markdown: markdown))
  }

  static func completions(_ request: CompletionRequest, in session: Session) -> [String] {
    guard request.position == 1 else { return [] }
    return ["stop", "--markdown"] + FileNames.completions(for: request.current)
  }

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    switch action {
    case .status:
      session.renderer.text(
        session.recording.map { "Recording to \($0.path) ('record stop' ends it)." }
          ?? "Not recording: 'record FILE' starts.")
    case .stop:
      guard let recording = session.recording else {
        throw ShellError("not recording: 'record FILE' starts a recording")
      }
      session.stopRecording()
      session.renderer.text("Recorded to \(recording.path).")
    case .start(let path, let markdown):
      try session.startRecording(path: path, markdown: markdown)
    }
    return .done(.ok)
  }
}

extension Session {
  /// Starts recording to `path`; one line when a recording runs already or the file cannot be
  /// written.
  func startRecording(path: String, markdown: Bool, announce: Bool = true) throws(ShellError) {
    if let recording {
      throw ShellError(
        "already recording to \(recording.path): 'record stop' first")
    }
    let path = ScriptFile.expandingTilde(path)
    let format = SessionRecording.format(of: path, markdown: markdown)
    let recording = try SessionRecording(
      path: path, format: format, width: configuration.outputWidth(),
      height: Pager.rows(Terminal.promptStream))
    if announce {
      renderer.text(
        "Recording to \(path) (\(format == .cast ? "an asciinema cast" : "a Markdown transcript")); 'record stop' ends it."
      )
    }
    renderer.flush()
    self.recording = recording
    let output = (renderer as? TextRenderer)?.output ?? (renderer as? JSONRenderer)?.output
    output?.onWritten = { [weak recording] text in
      MainActor.assumeIsolated { recording?.output(text) }
    }
  }

  /// Ends the recording, if any, with everything printed so far in the file.
  func stopRecording() {
    guard let recording else { return }
    renderer.flush()
    let output = (renderer as? TextRenderer)?.output ?? (renderer as? JSONRenderer)?.output
    output?.onWritten = nil
    self.recording = nil
    do {
      try recording.write()
    } catch {
      renderer.error(error.message, line: nil)
    }
  }

  /// Before a command runs: what is printed so far goes out (so the recording keeps output and
  /// commands in order), then the command as its prompt shows it.
  func recordCommand(_ line: ParsedLine) {
    guard let recording, !line.text.trimmingBlanks.isEmpty else { return }
    let shown = "\(promptName)> \(self.shown(line))"
    recording.expectEcho(shown)
    let colour = (renderer as? TextRenderer)?.output.colour ?? false
    let styled = Output.styledPrompt("\(promptName)> ", colour: colour) + self.shown(line)
    renderer.flush()
    do {
      try recording.write()
    } catch {
      renderer.error(error.message, line: nil)
    }
    // `record stop` and `record` are about the recording, not in it.
    if case .success(let command?) = line.command, command.base is RecordCommand { return }
    recording.command(styled)
  }
}
