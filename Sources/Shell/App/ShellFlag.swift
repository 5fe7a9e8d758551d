/// One command-line flag of `tca-shell`, declared once: its names, the value it takes, what
/// `--help` says of it, and what it sets. Parsing, the usage line, `--help` and "did you mean"
/// read this table.
struct ShellFlag: Sendable {
  /// The name shown in the usage line and suggested first; then other spellings.
  let names: [String]
  /// The value's placeholder (`NAME`, `live|test`); nil for a switch.
  let value: String?
  /// What `--help` says, one entry a line as it is laid out.
  let help: [String]
  /// Whether `--name=VALUE` is accepted too.
  var acceptsInlineValue = false
  /// Sets what the flag says; throws a `ShellError` for a bad value.
  let set: @Sendable (inout ShellOptions, String) throws -> Void

  /// Applies the flag with `value` (empty for a switch).
  func apply(to options: inout ShellOptions, _ value: String) throws(ShellError) {
    do {
      try set(&options, value)
    } catch let error as ShellError {
      throw error
    } catch {
      throw ShellError("\(names[0]): \(error)")
    }
  }

  /// `--feature NAME`, as the usage line and `--help` write it.
  var syntax: String { names[0] + (value.map { " " + $0 } ?? "") }

  /// `--help`'s lines: the syntax, its help beside it when it fits in the column, else below.
  var helpLines: [String] {
    let column = 17
    let indent = String(repeating: " ", count: column + 2)
    guard syntax.count + 2 < column + 1 else {
      return ["  " + syntax] + help.map { indent + $0 }
    }
    return ["  " + syntax.padding(column) + help[0]] + help.dropFirst().map { indent + $0 }
  }

  /// Every flag, in the order the usage line and `--help` list them.
  static let all: [ShellFlag] = [
    ShellFlag(
      names: ["--feature"], value: "NAME",
      help: ["start in feature NAME (default: the first registered)"],
      acceptsInlineValue: true
    ) { options, value in
      guard !value.isEmpty else { throw ShellError("--feature needs a feature's name") }
      options.feature = value
    },
    ShellFlag(
      names: ["-c", "--command"], value: "COMMANDS",
      help: [
        "run COMMANDS (separated by ';' or newlines), then exit; may be",
        "given more than once; stdin is not read",
      ]
    ) { options, value in
      // Several -c run in order, as psql runs several -c.
      options.commands = options.commands.map { $0 + "\n" + value } ?? value
    },
    ShellFlag(
      names: ["--bail"], value: nil,
      help: ["stop at the first failed command or expectation"]
    ) { options, _ in options.bail = true },
    ShellFlag(
      names: ["--echo"], value: nil,
      help: [
        "print each command (after a prompt) before its output, so a piped",
        "script reads like a live session",
      ]
    ) { options, _ in options.echo = true },
    ShellFlag(
      names: ["--json"], value: nil,
      help: ["print one JSON object a line for every event (see docs/json.md)"]
    ) { options, _ in options.json = true },
    ShellFlag(
      names: ["--log-size"], value: "N",
      help: [
        "keep the last N actions of each feature for log/undo/redo/goto",
        "(default: 10000)",
      ]
    ) { options, text in
      guard let size = Int(text), size > 0 else {
        throw ShellError(
          "--log-size needs a whole number of actions from 1 to \(Int.max), not '\(text)'")
      }
      options.logSize = size
    },
    ShellFlag(
      names: ["--no-color", "--no-colour"], value: nil,
      help: [
        "never colour output (colour is also off when NO_COLOR is set",
        "or output is not a terminal)",
      ]
    ) { options, _ in options.noColour = true },
    ShellFlag(names: ["--no-history"], value: nil, help: ["keep no history file"]) {
      options, _ in options.noHistory = true
    },
    ShellFlag(
      names: ["--history-file"], value: "PATH",
      help: [
        "keep history in PATH (default: $XDG_STATE_HOME/tca-shell/history,",
        "or ~/.local/state/tca-shell/history)",
      ]
    ) { options, value in
      guard !value.isEmpty else {
        throw ShellError("--history-file needs a path (or --no-history to keep none)")
      }
      options.historyFile = value
    },
    ShellFlag(
      names: ["--history-size"], value: "N",
      help: [
        "keep the last N lines of history, in memory and in its file",
        "(default: \(ShellOptions.defaultHistorySize))",
      ]
    ) { options, text in
      guard let size = Int(text), size > 0, size <= 1_000_000 else {
        throw ShellError(
          "--history-size needs a whole number of lines from 1 to 1000000, not '\(text)'")
      }
      options.historySize = size
    },
    ShellFlag(
      names: ["--effect-timeout"], value: "SECONDS",
      help: [
        "wait at most SECONDS (or a duration: 500ms) for the effects a command starts (default: 5);",
        "effects still running keep running and print when they send",
      ]
    ) { options, value in options.effectTimeout = try ShellOptions.parseEffectTimeout(value) },
    ShellFlag(
      names: ["--clock"], value: "live|test",
      help: [
        "the clock effects sleep on: the real one (default), or a test clock",
        "that only 'advance DURATION' moves, for deterministic timer scripts",
      ]
    ) { options, value in options.usesTestClock = try ShellOptions.parseClock(value) },
    ShellFlag(
      names: ["--date"], value: "ISO8601",
      help: [
        "a constant date dependency (e.g. 2026-01-01T00:00:00Z), as",
        "DateGenerator.constant; default: the system's date",
      ]
    ) { options, value in
      options.date = try DependencySettings.parseDate(value, what: "--date")
    },
    ShellFlag(
      names: ["--uuid"], value: "live|incrementing",
      help: [
        "the uuid dependency: random (default), or 00000000-…-000000000000,",
        "…001, … as UUIDGenerator.incrementing",
      ]
    ) { options, value in
      options.uuid = try DependencySettings.parseUUID(value, what: "--uuid")
    },
    ShellFlag(
      names: ["--exhaustive"], value: nil,
      help: [
        "check a script as strictly as an exhaustive TestStore: every state",
        "change described in a { … } block, every received action received,",
        "no effect running at the end, no runtime warning",
      ]
    ) { options, _ in options.exhaustive = true },
    ShellFlag(
      names: ["--diff"], value: "on|off|compact",
      help: [
        "state changes as a diff (on, the default), not at all (off),",
        "or one line per changed field (compact), as 'set diff'",
      ],
      acceptsInlineValue: true
    ) { options, value in
      guard ["on", "off", "compact"].contains(value.lowercased()) else {
        throw ShellError(
          "--diff is on, off or compact, not '\(ShellError.shown(value))': e.g. --diff compact")
      }
      options.diff = value.lowercased()
    },
    ShellFlag(
      names: ["--notes"], value: nil,
      help: ["after each command, a why: line for each decision TCA made", "(as 'set notes on')"]
    ) { options, _ in options.notes = true },
    ShellFlag(
      names: ["--record"], value: "FILE",
      help: [
        "record the session to FILE as an asciinema v2 cast (as",
        "'record FILE'); with --markdown or FILE.md, a transcript of",
        "the commands and their outputs",
      ], acceptsInlineValue: true
    ) { options, value in
      guard !value.isEmpty else { throw ShellError("--record needs a file to record to") }
      options.record = value
    },
    ShellFlag(
      names: ["--markdown"], value: nil,
      help: ["--record writes a Markdown transcript rather than a cast"]
    ) { options, _ in options.markdown = true },
    ShellFlag(
      names: ["--no-pager"], value: nil,
      help: ["at a terminal, print long output rather than page it", "($PAGER, or less)"]
    ) { options, _ in options.noPager = true },
    ShellFlag(
      names: ["--quiet", "-q"], value: nil, help: ["no banner at a terminal"]
    ) { options, _ in options.quiet = true },
    ShellFlag(
      names: ["--completion-script"], value: "bash|zsh|fish",
      help: ["print a completion script for the flags and the features,", "and exit"]
    ) { options, value in
      guard CompletionScript.Shell(rawValue: value) != nil else {
        throw ShellError(
          "--completion-script is for bash, zsh or fish, not '\(ShellError.shown(value))'\(Suggestion.hint(for: value, in: CompletionScript.Shell.allCases.map(\.rawValue)))"
        )
      }
      options.completionScript = value
    },
    ShellFlag(
      names: ["--man-page"], value: nil, help: ["print the manual page (troff) and exit"]
    ) { options, _ in options.showManPage = true },
    ShellFlag(names: ["--help", "-h"], value: nil, help: ["show this help and exit"]) {
      options, _ in options.showHelp = true
    },
    ShellFlag(
      names: ["--version", "-V"], value: nil, help: ["print the version and exit"]
    ) { options, _ in options.showVersion = true },
  ]
}
