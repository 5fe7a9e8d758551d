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
  /// The most lines history keeps, in memory and in its file (`--history-size N`, default 1000).
  public var historySize = ShellOptions.defaultHistorySize
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
  /// How state changes print (`--diff on|off|compact`); nil: as `set diff` starts, on.
  public var diff: String?
  /// `why:` lines after each command (`--notes`), as `set notes on`.
  public var notes = false
  /// Record the session to this file from the start (`--record FILE`), as `record FILE`.
  public var record: String?
  /// The recording is a Markdown transcript (`--markdown`).
  public var markdown = false
  /// Print a completion script for this shell and exit (`--completion-script bash|zsh|fish`).
  public var completionScript: String?
  /// Print the manual page and exit (`--man-page`).
  public var showManPage = false
  /// Long output is printed, never paged (`--no-pager`).
  public var noPager = false
  /// No banner at a terminal (`--quiet`).
  public var quiet = false
  public var showHelp = false
  public var showVersion = false

  public static let version = "0.1.0"
  /// History's cap when `--history-size` is not given.
  public static let defaultHistorySize = 1_000

  public static var usage: String { usage(for: .library) }

  /// `usage: NAME [flags…]`, the program named as it was run.
  public static func usage(for program: ProgramName) -> String {
    "usage: \(program.name) " + ShellFlag.all.map { "[\($0.syntax)]" }.joined(separator: " ")
  }

  public static var help: String { help(for: .library) }

  public static func help(for program: ProgramName) -> String {
    """
    \(program.versionLine): drive The Composable Architecture stores from a terminal or a script.

    \(usage(for: program))

    \(ShellFlag.all.flatMap(\.helpLines).joined(separator: "\n"))

    With stdin a terminal, \(program.name) is interactive (history, Tab completion, Ctrl-D to leave).
    With stdin a pipe or file, it runs the script: errors go to stderr as 'line N: ...', and the
    exit status is 1 when any command failed or any expectation did not hold, 0 otherwise.
    Type 'help' inside the shell for its commands.
    """
  }

  public init() {}

  /// Parses the arguments after the program name; throws the message for an unknown or
  /// incomplete flag.
  public static func parse(_ arguments: [String]) throws(ShellError) -> ShellOptions {
    var options = ShellOptions()
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      if let flag = ShellFlag.all.first(where: { $0.names.contains(argument) }) {
        var value = ""
        if flag.value != nil {
          guard let next = iterator.next() else { throw ShellError("\(argument) needs a value") }
          // `--feature -c '…'`: the value was forgotten and the next flag taken for it. A
          // negative number (`--log-size -1`) is a value, checked by the flag itself.
          if next.count > 1, next.hasPrefix("-"), Double(next) == nil {
            throw ShellError("\(argument) needs a value; '\(next)' looks like a flag")
          }
          value = next
        }
        try flag.apply(to: &options, value)
      } else if let flag = ShellFlag.all.first(where: {
        $0.acceptsInlineValue && argument.hasPrefix($0.names[0] + "=")
      }) {
        try flag.apply(to: &options, String(argument.dropFirst(flag.names[0].count + 1)))
      } else {
        let names = ShellFlag.all.map { $0.names[0] }
        // A file named where an option goes is most likely a script meant for stdin.
        guard argument.hasPrefix("-") else {
          throw ShellError(
            "unknown option '\(argument)': to run a script, give it on standard input (tca-shell < \(argument)), or 'source \(argument)' at the prompt"
          )
        }
        throw ShellError("unknown option '\(argument)'\(Suggestion.hint(for: argument, in: names))")
      }
    }
    return options
  }

  /// Seconds (`2.5`) or a duration as `advance` takes one (`500ms`, `2.5s`): one reading.
  static func parseEffectTimeout(_ text: String) throws(ShellError) -> Duration {
    do {
      return try DurationLiteral.parse(text)
    } catch {
      throw ShellError(
        "--effect-timeout needs seconds from 0 to 86400 or a duration (e.g. --effect-timeout 2.5, or 500ms), got '\(text)'"
      )
    }
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

  /// Splits `-c` text into commands at `;` and newlines outside quotes. A comment (see
  /// `Comment`) ends with its command: at the next `;` or newline, whatever it holds.
  public static func splitCommands(_ text: String) -> [String] {
    var commands: [String] = []
    var current = ""
    var quotes = QuoteTracker()
    var depth = 0
    var inComment = false
    for character in text {
      if inComment, character != "\n", character != ";" {
        current.append(character)
        continue
      }
      if !inComment, !quotes.isInString, depth == 0, character == "#",
        Comment.start(in: current + "#") != nil
      {
        inComment = true
        current.append(character)
        continue
      }
      inComment = false
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
