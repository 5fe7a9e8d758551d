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
      summary:
        "send an action; prints it, the state diff, and actions received from effects ({ ... }: assert the changes)",
      example: "send increment"),
    .init(
      name: "state", usage: "state [PATH] [--full | --json]",
      summary: "print the state or the value at a dotted path (--full: all of it; --json: as JSON)",
      example: "state count"),
    .init(
      name: "alert", usage: "alert",
      summary: "print the presented alert with numbered buttons", example: "alert"),
    .init(
      name: "dialog", usage: "dialog",
      summary: "print the presented confirmation dialog (action sheet) with numbered buttons",
      example: "dialog"),
    .init(
      name: "tap", usage: "tap N | tap TITLE",
      summary: "tap a button of what is presented, by number or title (case-insensitive)",
      example: "tap Increment"),
    .init(
      name: "dismiss", usage: "dismiss",
      summary: "dismiss what is presented, as swiping it away would", example: "dismiss"),
    .init(
      name: "actions", usage: "actions",
      summary: "list the actions the current feature accepts, with their value types",
      example: "actions"),
    .init(
      name: "expect", usage: "expect PATH == VALUE | PATH != VALUE",
      summary: "check the value at a path; fails the script when it differs",
      example: "expect count == 1"),
    .init(
      name: "receive", usage: "receive CASE.PATH [VALUE] [{ ... }]",
      summary: "assert the next action an effect sent back, and the state it changed",
      example: "receive loginResponse.success { isLoading = false }"),
    .init(
      name: "exhaustive", usage: "exhaustive on|off",
      summary: "assert every change, received action and effect, as an exhaustive TestStore",
      example: "exhaustive on"),
    .init(
      name: "finish", usage: "finish",
      summary: "wait for running effects; fails when one still runs, as store.finish()",
      example: "finish"),
    .init(
      name: "log", usage: "log",
      summary: "list the actions processed so far, numbered, with where each came from",
      example: "log"),
    .init(
      name: "undo", usage: "undo",
      summary: "step the state back over the last command's actions (no effect runs)",
      example: "undo"),
    .init(
      name: "redo", usage: "redo", summary: "step forward again after undo", example: "redo"),
    .init(
      name: "goto", usage: "goto N",
      summary: "jump to the state after action N of the log (0: before all)",
      example: "goto 2"),
    .init(
      name: "reset", usage: "reset",
      summary: "return to the initial state, clearing the log and cancelling effects",
      example: "reset"),
    .init(
      name: "save", usage: "save [--force] FILE",
      summary:
        "write the sends and taps in effect as a script; --exhaustive or --swift: as a test",
      example: "save flow.tcash"),
    .init(
      name: "set", usage: "set [NAME VALUE]",
      summary: "set an option (diff on|off); alone, list the options", example: "set diff off"),
    .init(
      name: "diff", usage: "diff on|off", summary: "show or hide state diffs after actions",
      example: "diff off"),
    .init(
      name: "source", usage: "source FILE",
      summary: "run the commands in FILE here; stops at the first failure (FILE:N: ...)",
      example: "source flows/login.tcash"),
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
      name: "sheet", usage: "sheet",
      summary: "print the presented child feature: its state and the actions to tap",
      example: "sheet"),
    .init(
      name: "stack", usage: "stack",
      summary: "list the navigation stack, numbered, with each element's id and case",
      example: "stack"),
    .init(
      name: "pop", usage: "pop [N]",
      summary: "pop the top screen, or screen N of 'stack' and those above (.popFrom(id:))",
      example: "pop 1"),
    .init(
      name: "focus", usage: "focus PATH | focus .. | focus /",
      summary:
        "step into a presented child or stack element (send/state/expect work there), out, or back to the root",
      example: "focus path[0].detail"),
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
