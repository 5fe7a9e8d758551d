/// Every command the shell knows, in the order `help` lists them. Adding a command is one
/// declaration (a `ShellCommand`) and one entry here.
enum CommandTable {
  static let commands: [any ShellCommand.Type] = [
    FeaturesCommand.self, UseCommand.self, SendCommand.self, StateCommand.self,
    AlertCommand.self, DialogCommand.self, TapCommand.self, DismissCommand.self,
    ActionsCommand.self, ExpectCommand.self, ReceiveCommand.self, ExhaustiveCommand.self,
    FinishCommand.self, LogCommand.self, UndoCommand.self, RedoCommand.self, GotoCommand.self,
    ResetCommand.self, SaveCommand.self, SetCommand.self, DiffCommand.self,
    SourceCommand.self, WaitCommand.self, CancelCommand.self, AdvanceCommand.self,
    SheetCommand.self, StackCommand.self, PopCommand.self, FocusCommand.self, HelpCommand.self,
    QuitCommand.self,
  ]

  /// The command named `name` or one of its aliases.
  static func named(_ name: some StringProtocol) -> (any ShellCommand.Type)? {
    byName[String(name)]
  }

  /// Every name and alias with its command, read once: every line looks its command up.
  private static let byName: [String: any ShellCommand.Type] = {
    var table: [String: any ShellCommand.Type] = [:]
    for command in commands {
      for name in [command.info.name] + command.info.aliases where table[name] == nil {
        table[name] = command
      }
    }
    return table
  }()

  /// Every name and alias (each finds one declaration).
  static var allNames: [String] {
    commands.map { $0.info.name } + commands.flatMap { $0.info.aliases }
  }

  /// The names "did you mean" offers: the ones `help` lists. An alias (`?`, `exit`) works
  /// when typed but is never offered, so a suggestion is always a name the list shows.
  static var suggestedNames: [String] { CommandInfo.all.map(\.name) }
}
