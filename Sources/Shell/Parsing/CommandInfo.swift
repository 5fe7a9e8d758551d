/// What `help` says about one command: its usage, a one-line summary, and an example. Each
/// command declares its own (see `ShellCommand`).
public struct CommandInfo: Sendable, Equatable {
  public let name: String
  /// Names accepted for the command besides its own (`exit` for `quit`).
  public let aliases: [String]
  public let usage: String
  public let summary: String
  public let example: String

  init(name: String, aliases: [String] = [], usage: String, summary: String, example: String) {
    self.name = name
    self.aliases = aliases
    self.usage = usage
    self.summary = summary
    self.example = example
  }

  /// Every command, in the order `help` lists them.
  public static var all: [CommandInfo] { CommandTable.commands.map { $0.info } }

  public static func named(_ name: String) -> CommandInfo? {
    CommandTable.named(name)?.info
  }
}
