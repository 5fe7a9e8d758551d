/// What `help` says about one command: its usage, a one-line summary, and an example.
public struct CommandInfo: Sendable, Equatable {
  public let name: String
  public let usage: String
  public let summary: String
  public let example: String

  /// Every command, in the order `help` lists them.
  public static let all: [CommandInfo] = [
    .init(
      name: "features", usage: "features", summary: "list the registered features",
      example: "features"),
    .init(
      name: "use", usage: "use NAME", summary: "switch to a feature's store (each keeps its state)",
      example: "use counter"),
    .init(
      name: "send", usage: "send ACTION [VALUE | LABEL=VALUE ...]",
      summary: "send an action; prints it, the state diff, and actions received from effects",
      example: "send increment"),
    .init(
      name: "state", usage: "state [PATH]",
      summary: "print the whole state, or the value at a dotted path", example: "state count"),
    .init(
      name: "actions", usage: "actions",
      summary: "list the actions the current feature accepts, with their value types",
      example: "actions"),
    .init(
      name: "expect", usage: "expect PATH == VALUE",
      summary: "check the value at a path; fails the script when it differs",
      example: "expect count == 1"),
    .init(
      name: "wait", usage: "wait [SECONDS]",
      summary: "wait for running effects, printing what they send (at most the effect timeout)",
      example: "wait 2"),
    .init(
      name: "cancel", usage: "cancel", summary: "cancel the current feature's running effects",
      example: "cancel"),
    .init(
      name: "advance", usage: "advance DURATION",
      summary: "move the test clock (with --clock test), running what comes due",
      example: "advance 3s"),
    .init(
      name: "help", usage: "help [COMMAND]", summary: "list the commands, or explain one",
      example: "help send"),
    .init(
      name: "quit", usage: "quit", summary: "leave the shell (also: exit, Ctrl-D)", example: "quit"),
  ]

  /// Names accepted for a command besides its own.
  public static let aliases: [String: String] = ["exit": "quit", "?": "help"]

  public static func named(_ name: String) -> CommandInfo? {
    let name = aliases[name] ?? name
    return all.first { $0.name == name }
  }
}
