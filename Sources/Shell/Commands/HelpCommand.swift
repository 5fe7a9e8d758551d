/// `help [COMMAND]`: every command, or one explained.
struct HelpCommand: ShellCommand {
  static let info = CommandInfo(
    group: .basics,
    name: "help", aliases: ["?"], usage: "help [COMMAND]",
    summary: "list the commands, or explain one", example: "help send")
  static let pagesLongOutput = true

  let topic: String?

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    guard input.words.count <= 1 else { throw usageError }
    return Self(topic: input.words.first?.text)
  }

  static func completions(_ request: CompletionRequest, in session: Session) -> [String] {
    request.position == 1 ? CommandInfo.all.map(\.name) : []
  }

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    try session.help(topic)
    return .done(.ok)
  }
}

extension Session {
  /// The widest usage `help` lines up in a column with the summaries beside it.
  fileprivate static let usageColumn = 40

  /// `help`: every command, under its group's heading; `help COMMAND`: its usage, summary and an example.
  fileprivate func help(_ topic: String?) throws(ShellError) {
    guard let topic else {
      // A usage longer than the column (save's, with every flag) goes on a line of its own.
      let width = CommandInfo.all.map(\.usage.count).filter { $0 <= Self.usageColumn }.max() ?? 0
      let columns = configuration.outputWidth()
      // Too narrow for two columns: each summary goes under its usage.
      let twoColumns = columns.map { $0 - width - 4 >= 30 } ?? true
      func entry(_ info: CommandInfo) -> [String] {
        // Without a terminal, one line a command, whatever its length.
        if twoColumns, info.usage.count <= width || columns == nil {
          return TextWrap.lines(
            "  \(info.usage.padding(width))  \(info.summary)", width: columns, indent: width + 4)
        }
        let indent = twoColumns ? width + 4 : 6
        return TextWrap.lines("  " + info.usage, width: columns, indent: 4)
          + TextWrap.lines(
            String(repeating: " ", count: indent) + info.summary, width: columns, indent: indent)
      }
      // Each group's heading, then its commands.
      let all = CommandInfo.all
      let lines = CommandGroup.allCases.flatMap { group -> [String] in
        let members = all.filter { $0.group == group }
        return members.isEmpty ? [] : [group.rawValue + ":"] + members.flatMap(entry)
      }
      let note = TextWrap.lines(
        "Lines starting with # are comments. 'help COMMAND' explains one command.",
        width: columns, indent: 0)
      renderer.text((lines + note).joined(separator: "\n"))
      return
    }
    guard let info = CommandInfo.named(topic) else {
      let names = CommandInfo.all.map(\.name)
      throw ShellError(
        "no command '\(ShellError.shown(topic))'\(Suggestion.hint(for: topic, in: names)) (commands: \(names.joined(separator: ", ")))"
      )
    }
    renderer.text(
      TextWrap.text(
        "usage: \(info.usage)\n  \(info.summary)\nexample: \(info.example)",
        width: configuration.outputWidth()))
  }
}
