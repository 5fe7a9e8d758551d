/// Every command the shell knows, in the order `help` lists them. Adding a command is one
/// declaration (a `ShellCommand`) and one entry here.
enum CommandTable {
  static let commands: [any ShellCommand.Type] = [
    FeaturesCommand.self, UseCommand.self, SendCommand.self, StateCommand.self,
    AlertCommand.self, DialogCommand.self, TapCommand.self, DismissCommand.self,
    ActionsCommand.self, ExpectCommand.self, ReceiveCommand.self, ExhaustiveCommand.self,
    FinishCommand.self, LogCommand.self, UndoCommand.self, RedoCommand.self, GotoCommand.self,
    MarkCommand.self, RecordCommand.self,
    ResetCommand.self, SaveCommand.self, SetCommand.self, DiffCommand.self,
    SourceCommand.self, PlayCommand.self, WaitCommand.self, CancelCommand.self, AdvanceCommand.self,
    SheetCommand.self, StackCommand.self, PopCommand.self, FocusCommand.self, TreeCommand.self,
    HelpCommand.self,
    QuitCommand.self,
  ]

  /// The command named `name` or one of its aliases.
  static func named(_ name: some StringProtocol) -> (any ShellCommand.Type)? {
    CommandNameKey(name).flatMap(entry)?.command
  }

  /// The command a word's bytes name, with that name as the table holds it (a plain line's
  /// first word is then that string rather than a new one).
  static func named(utf8 bytes: UnsafeBufferPointer<UInt8>)
    -> (name: String, command: any ShellCommand.Type)?
  {
    CommandNameKey(utf8: bytes).flatMap(entry)
  }

  private static func entry(_ key: CommandNameKey)
    -> (name: String, command: any ShellCommand.Type)?
  {
    for entry in byName where entry.key == key { return (entry.name, entry.command) }
    return nil
  }

  /// Every name and alias with its command, read once, in the order above (the first to
  /// declare a name has it). Every line looks its command up: comparing packed names is a
  /// few instructions an entry, where hashing the name for a dictionary was ~400.
  private static let byName: [(key: CommandNameKey, name: String, command: any ShellCommand.Type)] =
    {
      var table: [(key: CommandNameKey, name: String, command: any ShellCommand.Type)] = []
      for command in commands {
        for name in [command.info.name] + command.info.aliases {
          guard let key = CommandNameKey(name) else {
            preconditionFailure("a command name fits a CommandNameKey: \(name)")
          }
          if !table.contains(where: { $0.key == key }) { table.append((key, name, command)) }
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
