/// `receive CASE.PATH [VALUE] [{ … }]`: asserts the next action an effect sent back, as TCA's
/// `store.receive(\.case.path, value)`.
struct ReceiveCommand: ShellCommand {
  static let info = CommandInfo(
    name: "receive", usage: "receive CASE.PATH [VALUE] [{ ... }]",
    summary: "assert the next action an effect sent back, and the state it changed",
    example: "receive loginResponse.success { isLoading = false }")
  static let stateBlock = StateBlockUse.own

  let path: String
  /// The payload as the dumper prints it.
  let value: String?
  let block: StateBlock?

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    let body = input.text.trimmingBlanks
    let path = String(body.prefix { $0 != " " && $0 != "\t" })
    guard !path.isEmpty else { throw usageError }
    let trimmedPath = path.hasPrefix("\\.") ? String(path.dropFirst(2)) : path
    guard !trimmedPath.isEmpty,
      trimmedPath.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({
        !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
      })
    else {
      throw ShellError(
        "receive needs a case path of names: receive CASE.PATH [VALUE] (e.g. receive loginResponse.success)"
      )
    }
    let value = body.dropFirst(path.count).trimmingBlanks
    if !value.isEmpty { _ = try Lexer.words(value) }
    return Self(path: trimmedPath, value: value.isEmpty ? nil : value, block: input.block)
  }

  /// The case paths of the actions waiting to be received, oldest first.
  static func completions(_ request: CompletionRequest, in session: Session) -> [String] {
    guard request.position == 1 else { return [] }
    var paths: [String] = []
    for received in session.exhaustive.received where received.feature == session.current.name {
      let path = Session.casePath(of: received.action)
      if !paths.contains(path) { paths.append(path) }
    }
    return paths
  }

  func run(in session: Session) async throws(ShellError) -> CommandResult {
    try await session.receive(path: path, value: value, block: block)
  }
}
