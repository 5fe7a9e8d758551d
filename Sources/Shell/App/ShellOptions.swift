import Foundation

/// The command-line flags of `tca-shell`.
public struct ShellOptions: Equatable, Sendable {
  /// The feature to start in (`--feature NAME`); nil for the first one registered.
  public var feature: String?
  /// Commands to run instead of reading stdin (`-c "send increment; state"`).
  public var commands: String?
  /// Stop at the first failed command (`--bail`).
  public var bail = false
  /// Print each command before its output, as a live session shows it (`--echo`).
  public var echo = false
  /// One JSON object a line for every event (`--json`).
  public var json = false
  /// How many actions each feature's log keeps for time travel (`--log-size N`).
  public var logSize = 10_000
  /// `--no-color`.
  public var noColour = false
  /// Keep no history file (`--no-history`).
  public var noHistory = false
  /// Where history is kept (`--history-file PATH`; default `$XDG_STATE_HOME/tca-shell/history`).
  public var historyFile: String?
  /// How long to wait for the effects a command starts (`--effect-timeout SECONDS`, default 5).
  public var effectTimeout: Duration = .seconds(5)
  /// Whether effects sleep on a test clock that only `advance` moves (`--clock test`).
  public var usesTestClock = false
  /// A constant `date` dependency (`--date ISO8601`); nil for the system's.
  public var date: Date?
  /// `--uuid live|incrementing`.
  public var uuid: DependencySettings.UUIDMode = .live
  /// Scripts are as strict as an exhaustive `TestStore` (`--exhaustive`).
  public var exhaustive = false
  public var showHelp = false
  public var showVersion = false

  public static let version = "0.1.0"

  public static let usage =
    "usage: tca-shell [--feature NAME] [-c COMMANDS] [--bail] [--echo] [--json] [--log-size N] [--no-color] [--no-history] [--history-file PATH] [--effect-timeout SECONDS] [--clock live|test] [--date ISO8601] [--uuid live|incrementing] [--exhaustive] [--help] [--version]"

  public static let help = """
    tca-shell \(version): drive The Composable Architecture stores from a terminal or a script.

    \(usage)

      --feature NAME   start in feature NAME (default: the first registered)
      -c COMMANDS      run COMMANDS (separated by ';' or newlines), then exit; may be
                       given more than once; stdin is not read
      --bail           stop at the first failed command or expectation
      --echo           print each command (after a prompt) before its output, so a piped
                       script reads like a live session
      --json           print one JSON object a line for every event (see docs/json.md)
      --log-size N     keep the last N actions of each feature for log/undo/redo/goto
                       (default: 10000)
      --no-color       never colour output (colour is also off when NO_COLOR is set
                       or output is not a terminal)
      --no-history     keep no history file
      --history-file PATH
                       keep history in PATH (default: $XDG_STATE_HOME/tca-shell/history,
                       or ~/.local/state/tca-shell/history)
      --effect-timeout SECONDS
                       wait at most SECONDS for the effects a command starts (default: 5);
                       effects still running keep running and print when they send
      --clock live|test
                       the clock effects sleep on: the real one (default), or a test clock
                       that only 'advance DURATION' moves, for deterministic timer scripts
      --date ISO8601   a constant date dependency (e.g. 2026-01-01T00:00:00Z), as
                       DateGenerator.constant; default: the system's date
      --uuid live|incrementing
                       the uuid dependency: random (default), or 00000000-…-000000000000,
                       …001, … as UUIDGenerator.incrementing
      --exhaustive     check a script as strictly as an exhaustive TestStore: every state
                       change described in a { … } block, every received action received,
                       no effect running at the end, no runtime warning
      --help           show this help and exit
      --version        print the version and exit

    With stdin a terminal, tca-shell is interactive (history, Tab completion, Ctrl-D to leave).
    With stdin a pipe or file, it runs the script: errors go to stderr as 'line N: ...', and the
    exit status is 1 when any command failed or any expectation did not hold, 0 otherwise.
    Type 'help' inside the shell for its commands.
    """

  public init() {}

  /// Parses the arguments after the program name; throws the message for an unknown or
  /// incomplete flag.
  public static func parse(_ arguments: [String]) throws(ShellError) -> ShellOptions {
    var options = ShellOptions()
    var iterator = arguments.makeIterator()
    func value(for flag: String) throws(ShellError) -> String {
      guard let value = iterator.next() else { throw ShellError("\(flag) needs a value") }
      // `--feature -c '…'`: the value was forgotten and the next flag taken for it. A negative
      // number (`--log-size -1`) is a value, checked by the flag itself.
      if value.count > 1, value.hasPrefix("-"), Double(value) == nil {
        throw ShellError("\(flag) needs a value; '\(value)' looks like a flag")
      }
      return value
    }
    while let argument = iterator.next() {
      switch argument {
      case "--feature": options.feature = try value(for: argument)
      case "-c", "--command":
        // Several -c run in order, as psql runs several -c.
        let text = try value(for: argument)
        options.commands = options.commands.map { $0 + "\n" + text } ?? text
      case "--bail": options.bail = true
      case "--echo": options.echo = true
      case "--json": options.json = true
      case "--log-size":
        let text = try value(for: argument)
        guard let size = Int(text), size > 0 else {
          throw ShellError(
            "--log-size needs a whole number of actions from 1 to \(Int.max), not '\(text)'")
        }
        options.logSize = size
      case "--no-history": options.noHistory = true
      case "--history-file": options.historyFile = try value(for: argument)
      case "--no-color", "--no-colour": options.noColour = true
      case "--effect-timeout":
        options.effectTimeout = try parseEffectTimeout(try value(for: argument))
      case "--clock":
        options.usesTestClock = try parseClock(try value(for: argument))
      case "--date":
        options.date = try DependencySettings.parseDate(try value(for: argument), what: "--date")
      case "--uuid":
        options.uuid = try DependencySettings.parseUUID(try value(for: argument), what: "--uuid")
      case "--exhaustive": options.exhaustive = true
      case "-h", "--help": options.showHelp = true
      case "--version", "-V": options.showVersion = true
      default:
        if argument.hasPrefix("--feature=") {
          options.feature = String(argument.dropFirst("--feature=".count))
        } else {
          let flags = [
            "--feature", "-c", "--bail", "--echo", "--json", "--log-size", "--no-color",
            "--no-history", "--history-file", "--effect-timeout", "--clock", "--date", "--uuid",
            "--exhaustive", "--help",
            "--version",
          ]
          throw ShellError(
            "unknown option '\(argument)'\(Suggestion.hint(for: argument, in: flags))")
        }
      }
    }
    return options
  }

  static func parseEffectTimeout(_ text: String) throws(ShellError) -> Duration {
    guard let seconds = Double(text), seconds.isFinite, seconds >= 0, seconds <= 86_400 else {
      throw ShellError(
        "--effect-timeout needs a number of seconds from 0 to 86400 (e.g. --effect-timeout 2.5), got '\(text)'"
      )
    }
    return .milliseconds(Int64((seconds * 1000).rounded()))
  }

  static func parseClock(_ text: String) throws(ShellError) -> Bool {
    switch text {
    case "live": return false
    case "test": return true
    default:
      throw ShellError(
        "--clock must be 'live' or 'test', got '\(text)'\(Suggestion.hint(for: text, in: ["live", "test"]))"
      )
    }
  }

  /// Splits `-c` text into commands at `;` and newlines outside quotes.
  public static func splitCommands(_ text: String) -> [String] {
    var commands: [String] = []
    var current = ""
    var quotes = QuoteTracker()
    var depth = 0
    for character in text {
      let quoted = quotes.take(character)
      // A `;` inside a `{ … }` state block separates its fields, not commands.
      if !quoted, character == "{" { depth += 1 }
      if !quoted, character == "}" { depth = max(0, depth - 1) }
      if !quoted, character == "\n" || (character == ";" && depth == 0) {
        depth = 0
        commands.append(current.trimmingBlanks)
        current = ""
      } else {
        current.append(character)
      }
    }
    commands.append(current.trimmingBlanks)
    return commands
  }
}
