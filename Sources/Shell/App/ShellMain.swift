import Composable

#if canImport(Glibc)
  import Glibc
#endif

/// The `tca-shell` program: parses flags, picks where lines come from (libedit at a terminal,
/// a buffered reader for a pipe, `-c` commands), runs them, and returns the exit status: 0 when
/// every command succeeded, 1 when any failed in a script, 2 for bad flags.
@MainActor
public enum ShellMain {
  /// `bannerNotes` are lines the interactive banner adds (which auth is in use).
  public static func run(
    arguments: [String], features: [Feature], bannerNotes: [String] = []
  ) async -> Int32 {
    let options: ShellOptions
    do {
      options = try ShellOptions.parse(arguments)
    } catch {
      FileDescriptorWriter.write(
        "tca-shell: \(error.message)\n\(ShellOptions.usage)\n", to: STDERR_FILENO)
      return 2
    }
    if options.showHelp {
      FileDescriptorWriter.write(ShellOptions.help + "\n", to: STDOUT_FILENO)
      return 0
    }
    if options.showVersion {
      FileDescriptorWriter.write("tca-shell \(ShellOptions.version)\n", to: STDOUT_FILENO)
      return 0
    }
    let colour = Terminal.wantsColour(noColourFlag: options.noColour)
    let output = Output.standard(colour: colour)
    let session: Session
    do {
      session = try Session(features: features, initial: options.feature, output: output)
      session.effectTimeout = options.effectTimeout
      if options.usesTestClock { session.testClock = TestClock() }
    } catch {
      output.error("tca-shell: \(error.message)")
      return 2
    }
    let source: LineSource
    if let commands = options.commands {
      source = ListLineSource(ShellOptions.splitCommands(commands))
    } else if isatty(STDIN_FILENO) == 1 {
      let historyFile =
        options.noHistory ? nil : options.historyFile ?? TerminalLineSource.defaultHistoryFile
      let terminal = TerminalLineSource(historyFile: historyFile, colour: colour) {
        [session] line in
        session.completions(for: line)
      }
      terminal.keepsInHistory = { [session] line in session.keepsInHistory(line) }
      source = terminal
    } else {
      source = BufferedLineReader()
    }
    if source.isInteractive {
      let names = features.map(\.name).joined(separator: ", ")
      FileDescriptorWriter.write(
        "tca-shell \(ShellOptions.version) — features: \(names)\n"
          + bannerNotes.map { $0 + "\n" }.joined()
          + (options.usesTestClock ? "clock: test (effects sleep until 'advance')\n" : "")
          + "Type 'help' for commands, Ctrl-D to leave.\n",
        to: Terminal.promptStream)
    }
    return await Runner(session: session, source: source, output: output, bail: options.bail).run()
  }
}

/// Reads lines from a source and runs them in a session, reporting failures as the mode
/// requires: `error: ...` at a terminal, `line N: ...` in a script.
@MainActor
public struct Runner {
  let session: Session
  let source: LineSource
  let output: Output
  let bail: Bool

  public init(session: Session, source: LineSource, output: Output, bail: Bool = false) {
    self.session = session
    self.source = source
    self.output = output
    self.bail = bail
  }

  /// Runs until the end of input or `quit`; the exit status.
  public func run() async -> Int32 {
    var lineNumber = 0
    var failed = false
    loop: while true {
      output.flush()
      switch source.next(prompt: "\(session.current.name)> ") {
      case .endOfInput:
        break loop
      case .interrupted:
        continue
      case .line(let line):
        lineNumber += 1
        switch await session.execute(line) {
        case .ok:
          continue
        case .quit:
          break loop
        case .failed(let message):
          failed = true
          if source.isInteractive {
            output.error("error: \(message)")
          } else {
            output.error("line \(lineNumber): \(message)")
            if bail { break loop }
          }
        }
      }
    }
    // Leaving cancels what is still running, as a store that goes away does.
    session.cancelAllEffects()
    output.flush()
    return failed && !source.isInteractive ? 1 : 0
  }
}
