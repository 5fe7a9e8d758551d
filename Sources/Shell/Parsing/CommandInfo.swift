/// What `help` says about one command: its usage, a one-line summary, and an example. Each
/// command declares its own (see `ShellCommand`).
public struct CommandInfo: Sendable, Equatable {
  /// Where `help` lists it.
  public let group: CommandGroup
  public let name: String
  /// Names accepted for the command besides its own (`exit` for `quit`).
  public let aliases: [String]
  public let usage: String
  public let summary: String
  public let example: String

  init(
    group: CommandGroup, name: String, aliases: [String] = [], usage: String, summary: String,
    example: String
  ) {
    self.group = group
    self.name = name
    self.aliases = aliases
    self.usage = usage
    self.summary = summary
    self.example = example
  }

  /// Every command, in the order `help` lists them: by group, and in a group in
  /// `CommandTable`'s order.
  public static var all: [CommandInfo] {
    let infos = CommandTable.commands.map { $0.info }
    return CommandGroup.allCases.flatMap { group in infos.filter { $0.group == group } }
  }

  public static func named(_ name: String) -> CommandInfo? {
    CommandTable.named(name)?.info
  }
}
