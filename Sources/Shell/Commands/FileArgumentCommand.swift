/// A command whose one argument is a file (`source FILE`, `play FILE`): read and completed the
/// same way, declared here once.
protocol FileArgumentCommand: ShellCommand {
  var path: String { get }
  init(path: String)
}

extension FileArgumentCommand {
  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    guard input.words.count == 1, let word = input.words.first else { throw usageError }
    return Self(path: word.text)
  }

  static func completions(_ request: CompletionRequest, in session: Session) -> [String] {
    request.position == 1 ? FileNames.completions(for: request.current) : []
  }
}
