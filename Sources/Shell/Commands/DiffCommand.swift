/// `diff on|off`: shorthand for `set diff on|off`.
struct DiffCommand: ShellCommand {
  static let info = CommandInfo(
    name: "diff", usage: "diff on|off", summary: "show or hide state diffs after actions",
    example: "diff off")

  let value: String

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    guard input.words.count == 1, let word = input.words.first else { throw usageError }
    return Self(value: word.text)
  }

  static func completions(_ request: CompletionRequest, in session: Session) -> [String] {
    request.position == 1 ? ["on", "off"] : []
  }

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    try SetCommand(name: Self.info.name, value: value).start(in: session)
  }
}
