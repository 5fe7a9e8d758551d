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
    program: ProgramName = .library, registry: FeatureRegistry? = nil
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
    if let shell = options.completionScript.flatMap(CompletionScript.Shell.init(rawValue:)) {
      FileDescriptorWriter.write(
        CompletionScript.text(for: shell, program: program, features: features.map(\.name)),
        to: STDOUT_FILENO)
      return 0
    }
    if options.showManPage {
      FileDescriptorWriter.write(ManPage.text(program: program), to: STDOUT_FILENO)
      return 0
    }
    if options.showVersion {
      FileDescriptorWriter.write(program.versionLine + "\n", to: STDOUT_FILENO)
      return 0
    }
    let colour = !options.json && Terminal.wantsColour(noColourFlag: options.noColour)
    let output = Output.standard(colour: colour)
    Self.orderPrintChanges(with: output)
    let renderer: Renderer =
      options.json
      ? JSONRenderer(output: output)
      : TextRenderer(
        output: output, echo: options.echo,
        lineLabel: options.commands == nil ? "line" : "-c, command")
    var configuration = SessionConfiguration()
    configuration.logSize = options.logSize
    configuration.effectTimeout = options.effectTimeout
    if options.usesTestClock { configuration.testClock = TestClock() }
    configuration.date = options.date
    configuration.uuid = options.uuid
    configuration.exhaustive = options.exhaustive
    configuration.program = program
    configuration.featureRegistry = registry
    let interactive = options.commands == nil && isatty(STDIN_FILENO) == 1
    // The terminal is made after the session (it completes from it; a bad `--feature` stops
    // before it reads the history): the session's waits and questions reach it through this.
    let terminal = LateTerminal()
    if interactive {
      configuration.waitingForEffects = { [terminal] work in
        guard let source = terminal.source else { return await work() }
        await source.effectWaiter.wait(work)
      }
      configuration.confirmsPassingExpectations = true
      configuration.echoesSourcedLines = true
      configuration.outputWidth = { Terminal.columns(STDOUT_FILENO) }
      // JSON lines stay whole, for a tool reading the terminal's output.
      output.wrapsToTerminal = !options.json
      configuration.confirmOverwrite = { [terminal] question in
        await terminal.source?.confirm(question) ?? nil
      }
      configuration.interruptions = { [terminal] in
        terminal.source?.interruptionCount ?? 0
      }
      configuration.presentStep = { [terminal] prompt, line in
        await terminal.source?.presentStep(prompt: prompt, line: line) ?? .stop
      }
    } else {
      // Output is held while lines are ready (see `Runner`); what the lines before a wait
      // printed is written before it, and what effects send during it as it comes.
      let script = ScriptOutput(output: output)
      script.flushOnSignals()
      configuration.waitingForEffects = { [renderer, script] wait in
        renderer.flush()
        await script.streaming(wait)
      }
    }
    let session: Session
    do {
      session = try Session(
        features: features, initial: options.feature ?? features.first?.name ?? "",
        renderer: renderer, configuration: configuration)
    } catch {
      output.error("\(program.name): \(error.message)")
      return 2
    }
    if let diff = options.diff {
      // Checked when the flag was read.
      try? session.setDiff(diff)
    }
    session.explainsDecisions = options.notes
    if let record = options.record {
      do {
        try session.startRecording(path: record, markdown: options.markdown, announce: false)
      } catch {
        output.error("\(program.name): --record: \(error.message)")
        return 2
      }
    }
    let source: LineSource
    if let commands = options.commands {
      source = ListLineSource(ShellOptions.splitCommands(commands))
    } else if interactive {
      let historyFile =
        options.noHistory ? nil : options.historyFile ?? TerminalLineSource.defaultHistoryFile
      let made = TerminalLineSource(
        historyFile: historyFile, historySize: options.historySize, colour: colour, output: output
      ) { [session] line in
        session.completions(for: line)
      }
      made.keepsInHistory = { [session] line in session.keepsInHistory(line) }
      terminal.source = made
      source = made
    } else {
      source = BufferedLineReader()
    }
    IssueReporter.install(session.issueHandler)
    if source.isInteractive, !options.quiet {
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
    var runner = Runner(session: session, source: source, bail: options.bail)
    runner.pages = source.isInteractive && !options.noPager && isatty(STDOUT_FILENO) == 1
    let status = await runner.run()
    if let error = FileDescriptorWriter.failure.withLock({ $0 }) {
      FileDescriptorWriter.write(
        "\(program.name): cannot write output: \(String(cString: strerror(error)))\n",
        to: STDERR_FILENO)
      return 1
    }
    return status
  }
}

extension ShellMain {
  /// `_printChanges` prints to standard output through stdio, beside the shell's own held
  /// results: those are written first and stdio's after, so both come out in the order things
  /// happened. Stores reduce on the main actor.
  static func orderPrintChanges(with output: Output) {
    nonisolated(unsafe) let output = output
    _PrintChangesOutput.set(
      before: {
        MainActor.assumeIsolated {
          // At a terminal, held results go above the prompt, as any that arrive do.
          if let around = output.aroundImmediateWrite {
            around { output.flush() }
          } else {
            output.flush()
          }
        }
      }, after: { fflush(nil) })
  }
}

/// The terminal a session's waits and questions go to, made after the session.
@MainActor
private final class LateTerminal {
  var source: TerminalLineSource?
}

/// Reads lines from a source and runs them in a session, reporting failures as the mode
/// requires: `error: ...` at a terminal, `line N: ...` in a script.
@MainActor
public struct Runner {
  let session: Session
  let source: LineSource
  let bail: Bool
  /// Whether a command's results longer than the window go through a pager (at a terminal,
  /// unless `--no-pager`, for the commands that only show something; see `Pager` and
  /// `ShellCommand.pagesLongOutput`).
  public var pages = false

  public init(session: Session, source: LineSource, bail: Bool = false) {
    self.session = session
    self.source = source
    self.bail = bail
  }

  /// A command's results longer than the window go through the pager; what no pager shows is
  /// printed as usual.
  private func page() {
    guard let output = (session.renderer as? TextRenderer)?.output,
      let rows = Pager.rows(STDOUT_FILENO),
      let text = output.takePending(ifLongerThan: rows - 1)
    else { return }
    if !Pager.show(text) { FileDescriptorWriter.write(text, to: STDOUT_FILENO) }
  }

  /// Runs until the end of input or `quit`; the exit status.
  public func run() async -> Int32 {
    let renderer = session.renderer
    var lineNumber = 0
    var failed = false
    // Stopped at a left-out secret: what the script has not run yet is not checked either.
    var stopped = false
    // A line read while a block was open that belongs to no block: it runs next.
    var heldLine: String?
    loop: while true {
      let prompt = "\(session.promptName)> "
      let event: LineEvent
      if let held = heldLine {
        // The line that ended a block left unclosed runs next.
        heldLine = nil
        event = .line(held)
      } else if let ready = source.readyLine(prompt: prompt) {
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
      case .line(var text):
        lineNumber += 1
        // A command's line in a script: the first of a block written over several lines.
        let commandLine = lineNumber
        if var block = BlockContinuation(text) {
          var inputEnded = false
          switch await readBlock(
            &block, after: prompt, lineNumber: &lineNumber, failed: &failed)
          {
          case .closed: break
          case .interrupted: continue loop
          case .endOfInput: inputEnded = true
          case .unclosed(let next): heldLine = next
          }
          text = block.text
          if !block.isClosed {
            // Said in one line naming where it opened, not run (the line that ended it runs
            // next); kept in history as far as it went, to be recalled and closed.
            let line = ParsedLine(text)
            source.accept(line)
            if !source.isInteractive {
              renderer.command(
                session.shown(line), prompt: prompt, feature: session.current.name,
                focus: session.focus?.statePath, line: commandLine)
            }
            failed = true
            renderer.error(
              source.isInteractive ? session.wrappedError(block.unclosed) : block.unclosed,
              line: source.isInteractive ? nil : commandLine)
            if inputEnded || (bail && !source.isInteractive) { break loop }
            continue loop
          }
        }
        let line = ParsedLine(text)
        source.accept(line)
        session.currentLine = source.isInteractive ? nil : commandLine
        session.currentCommand = source.isInteractive ? line : nil
        if !source.isInteractive, !text.trimmingBlanks.isEmpty {
          renderer.command(
            session.shown(line), prompt: prompt, feature: session.current.name,
            focus: session.focus?.statePath, line: commandLine)
        }
        let paged: Bool
        if pages, case .success(let command?) = line.command {
          paged = type(of: command.base).pagesLongOutput
        } else {
          paged = false
        }
        let output = (session.renderer as? TextRenderer)?.output
        if paged { output?.holdsForPager = true }
        // Awaited only when the command has something to wait for (see `CommandStep`).
        let step = session.start(line)
        let result: CommandResult
        if let done = step.finished { result = done } else { result = await step.result() }
        if paged {
          output?.holdsForPager = false
          page()
        }
        switch result {
        case .ok:
          continue
        case .quit:
          break loop
        case .failed(let message):
          failed = true
          renderer.error(
            source.isInteractive ? session.wrappedError(message) : message,
            line: source.isInteractive ? nil : commandLine)
          if bail && !source.isInteractive { break loop }
          if !source.isInteractive, session.lastFailureKind == .leftOutSecret {
            stopped = true
            break loop
          }
        }
      }
    }
    // At a terminal too: leaving an exhaustive session is the end of its test, and what TCA's
    // test store would report then is said before the effects are cancelled (the status stays
    // that of an interactive session).
    if !stopped, session.finishScript(lastLine: source.isInteractive ? nil : lineNumber) {
      failed = true
    }
    // Leaving cancels what is still running, as a store that goes away does.
    session.cancelAllEffects()
    session.stopRecording()
    renderer.flush()
    return failed && !source.isInteractive ? 1 : 0
  }

  /// How reading the rest of a block over lines ended.
  private enum BlockEnd {
    case closed, interrupted, endOfInput
    /// A line that is no field came first: the block is left unclosed, and the line is next.
    case unclosed(next: String)
  }

  /// Reads lines into `block` until it closes (at a terminal under a continuation prompt);
  /// Ctrl-C drops the command, and the end of input leaves it unclosed, as the next command
  /// does (see ``BlockContinuation/unclosed``). A refused line is said and counted as any refused line.
  private func readBlock(
    _ block: inout BlockContinuation, after prompt: String, lineNumber: inout Int,
    failed: inout Bool
  ) async -> BlockEnd {
    let renderer = session.renderer
    let more = BlockContinuation.prompt(after: prompt)
    while !block.isClosed {
      let event: LineEvent
      if let ready = source.readyLine(prompt: more) {
        event = ready
      } else {
        renderer.flush()
        event = await source.continuation(prompt: more)
      }
      switch event {
      case .line(let line):
        guard BlockContinuation.belongs(line) else { return .unclosed(next: line) }
        lineNumber += 1
        block.add(line)
      case .interrupted:
        return .interrupted
      case .endOfInput:
        return .endOfInput
      case .refused(let message):
        lineNumber += 1
        failed = true
        renderer.error(message, line: source.isInteractive ? nil : lineNumber)
      }
    }
    return .closed
  }
}
