/// `diff on|off|compact`: shorthand for `set diff on|off|compact`.
struct DiffCommand: ShellCommand {
  static let info = CommandInfo(
    group: .basics,
    name: "diff", usage: "diff on|off|compact",
    summary: "show or hide state diffs after actions; compact: one line per changed field",
    example: "diff off")

  let value: String

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    guard input.words.count == 1, let word = input.words.first else { throw usageError }
    return Self(value: word.text)
  }

  static func completions(_ request: CompletionRequest, in session: Session) -> [String] {
    request.position == 1 ? ["on", "off", "compact"] : []
  }

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    try SetCommand(name: Self.info.name, value: value).start(in: session)
  }
}
