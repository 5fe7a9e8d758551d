import Composable
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The `tca-shell` program: parses flags, picks where lines come from (libedit at a terminal,
/// a buffered reader for a pipe, `-c` commands), runs them, and returns the exit status: 0 when
/// every command succeeded, 1 when any failed in a script, 2 for bad flags.
@MainActor
public enum ShellMain {
  /// `bannerNotes` are lines the interactive banner adds (which auth is in use); `program` is
  /// the name the shell goes by in what it prints about itself (see ``ProgramName``).
  public static func run(
    arguments: [String], features: [Feature], bannerNotes: [String] = [],
    program: ProgramName = .library
  ) async -> Int32 {
    let options: ShellOptions
    do {
      options = try ShellOptions.parse(arguments)
    } catch {
      FileDescriptorWriter.write(
        "\(program.name): \(error.message)\n\(ShellOptions.usage(for: program))\n",
        to: STDERR_FILENO)
      return 2
    }
    if options.showHelp {
      FileDescriptorWriter.write(ShellOptions.help(for: program) + "\n", to: STDOUT_FILENO)
      return 0
    }
    if options.showVersion {
      FileDescriptorWriter.write(program.versionLine + "\n", to: STDOUT_FILENO)
      return 0
    }
    let colour = !options.json && Terminal.wantsColour(noColourFlag: options.noColour)
    let output = Output.standard(colour: colour)
    let renderer: Renderer =
      options.json
      ? JSONRenderer(output: output)
      : TextRenderer(
        output: output, echo: options.echo,
        lineLabel: options.commands == nil ? "line" : "-c, command")
    let session: Session
    do {
      session = try Session(
        features: features, initial: options.feature ?? features.first?.name ?? "",
        renderer: renderer, logSize: options.logSize)
      session.effectTimeout = options.effectTimeout
      if options.usesTestClock { session.testClock = TestClock() }
      session.dependencies.date = options.date
      session.dependencies.uuid = options.uuid
      session.exhaustive.isOn = options.exhaustive
      session.program = program
    } catch {
      output.error("\(program.name): \(error.message)")
      return 2
    }
    let source: LineSource
    if let commands = options.commands {
      source = ListLineSource(ShellOptions.splitCommands(commands))
    } else if isatty(STDIN_FILENO) == 1 {
      let historyFile =
        options.noHistory ? nil : options.historyFile ?? TerminalLineSource.defaultHistoryFile
      let terminal = TerminalLineSource(historyFile: historyFile, colour: colour, output: output) {
        [session] line in
        session.completions(for: line)
      }
      terminal.keepsInHistory = { [session] line in session.keepsInHistory(line) }
      session.waitingForEffects = { [waiter = terminal.effectWaiter] work in
        await waiter.wait(work)
      }
      session.confirmsPassingExpectations = true
      session.outputWidth = { Terminal.columns(STDOUT_FILENO) }
      session.confirmOverwrite = { [terminal] question in await terminal.confirm(question) }
      source = terminal
    } else {
      source = BufferedLineReader()
    }
    if !source.isInteractive {
      // Output is held while lines are ready (see `Runner`); what the lines before a wait
      // printed is written before it, not held till it ends.
      session.waitingForEffects = { [renderer] wait in
        renderer.flush()
        await wait()
      }
    }
    IssueReporter.install(session.issueHandler)
    if source.isInteractive {
      let names = features.map(\.name).joined(separator: ", ")
      let banner =
        ["\(program.versionLine) — features: \(names)"] + bannerNotes
        + (options.usesTestClock ? ["clock: test (effects sleep until 'advance')"] : [])
        + ["Type 'help' for commands, Ctrl-D to leave."]
      let width = Terminal.columns(Terminal.promptStream)
      FileDescriptorWriter.write(
        banner.map { TextWrap.lines($0, width: width, indent: 2).joined(separator: "\n") + "\n" }
          .joined(),
        to: Terminal.promptStream)
    }
    let status = await Runner(session: session, source: source, bail: options.bail).run()
    if let error = FileDescriptorWriter.failure.withLock({ $0 }) {
      FileDescriptorWriter.write(
        "\(program.name): cannot write output: \(String(cString: strerror(error)))\n",
        to: STDERR_FILENO)
      return 1
    }
    return status
  }
}

/// Reads lines from a source and runs them in a session, reporting failures as the mode
/// requires: `error: ...` at a terminal, `line N: ...` in a script.
@MainActor
public struct Runner {
  let session: Session
  let source: LineSource
  let bail: Bool

  public init(session: Session, source: LineSource, bail: Bool = false) {
    self.session = session
    self.source = source
    self.bail = bail
  }

  /// Runs until the end of input or `quit`; the exit status.
  public func run() async -> Int32 {
    let renderer = session.renderer
    var lineNumber = 0
    var failed = false
    // Stopped at a left-out secret: what the script has not run yet is not checked either.
    var stopped = false
    loop: while true {
      let prompt = "\(session.promptName)> "
      let event: LineEvent
      if let ready = source.readyLine(prompt: prompt) {
        event = ready
      } else {
        // One write for many lines while input is already read; nothing is held back while
        // the source waits for more (a program driving the shell over a pipe sees each answer).
        renderer.flush()
        event = await source.next(prompt: prompt)
      }
      switch event {
      case .endOfInput:
        break loop
      case .interrupted:
        continue
      case .refused(let message):
        lineNumber += 1
        failed = true
        renderer.error(
          source.isInteractive ? session.wrappedError(message) : message,
          line: source.isInteractive ? nil : lineNumber)
        if bail && !source.isInteractive { break loop }
      case .line(let text):
        lineNumber += 1
        let line = ParsedLine(text)
        source.accept(line)
        session.currentLine = source.isInteractive ? nil : lineNumber
        if !source.isInteractive, !text.trimmingBlanks.isEmpty {
          renderer.command(
            session.shown(line), prompt: prompt, feature: session.current.name,
            focus: session.focus?.statePath, line: lineNumber)
        }
        // Awaited only when the command has something to wait for (see `CommandStep`).
        let step = session.start(line)
        let result: CommandResult
        if let done = step.finished { result = done } else { result = await step.result() }
        switch result {
        case .ok:
          continue
        case .quit:
          break loop
        case .failed(let message):
          failed = true
          renderer.error(
            source.isInteractive ? session.wrappedError(message) : message,
            line: source.isInteractive ? nil : lineNumber)
          if bail && !source.isInteractive { break loop }
          if !source.isInteractive, message.contains(ActionResolver.leftOutSecretNote) {
            stopped = true
            break loop
          }
        }
      }
    }
    if !source.isInteractive, !stopped, session.finishScript(lastLine: lineNumber) {
      failed = true
    }
    // Leaving cancels what is still running, as a store that goes away does.
    session.cancelAllEffects()
    renderer.flush()
    return failed && !source.isInteractive ? 1 : 0
  }
}
