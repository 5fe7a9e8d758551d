/// `tap N | tap TITLE`: taps a button of what is presented.
struct TapCommand: ShellCommand {
  static let info = CommandInfo(
    name: "tap", usage: "tap N | tap TITLE",
    summary: "tap a button of what is presented, by number or title (case-insensitive)",
    example: "tap Increment")
  static let stateBlock = StateBlockUse.asserted
  static let journal = JournalUse.whenItActs

  let target: Command.TapTarget

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    let rest = input.words
    guard !rest.isEmpty else { throw usageError }
    if rest.count == 1, !rest[0].isQuoted, !rest[0].text.isEmpty,
      rest[0].text.allSatisfy(\.isASCIIDigit)
    {
      return Self(target: .number(Int(rest[0].text) ?? .max))
    }
    return Self(target: .title(rest.map(\.text).joined(separator: " ")))
  }

  /// The numbers and titles of the buttons of what is presented; with none, what a presented
  /// child offers (a sheet's numbered actions, a child alert's buttons). `tap` matches titles
  /// in any case, so completion does too: the typed start is kept as typed.
  static func completions(_ request: CompletionRequest, in session: Session) -> [String] {
    guard request.position == 1 else { return [] }
    let buttons = buttonCompletions(matching: request.current, in: session)
    return buttons.isEmpty ? session.childTapCompletions(matching: request.current) : buttons
  }

  @MainActor private static func buttonCompletions(matching word: String, in session: Session)
    -> [String]
  {
    guard let item = session.context.view.target(in: session.host.presented) else { return [] }
    let numbers = item.buttons.indices.map { String($0 + 1) }
    let titles = item.buttons.map(\.label).map { title in
      title.lowercased().hasPrefix(word.lowercased()) ? word + title.dropFirst(word.count) : title
    }
    return numbers + titles
  }

  func run(in session: Session) async throws(ShellError) -> CommandResult {
    try await session.tapAnywhere(target)
    return .ok
  }
}

extension Command {
  /// What `tap` names: a button's 1-based number, or its title.
  public enum TapTarget: Equatable, Sendable {
    case number(Int)
    case title(String)
  }

  /// `tap` of `target`.
  public static func tap(_ target: TapTarget) -> Command { Command(TapCommand(target: target)) }
}
