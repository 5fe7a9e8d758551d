import Composable

/// `tap N | tap TITLE`: taps a button of what is presented.
struct TapCommand: ShellCommand {
  static let info = CommandInfo(
    group: .presentation,
    name: "tap", usage: "tap N | tap TITLE",
    summary: "tap a button of what is presented, by number or title (case-insensitive)",
    example: "tap Increment")
  static let stateBlock = StateBlockUse.asserted
  static let journal = JournalUse.whenItActs

  let target: Command.TapTarget
  /// The number as typed, for the line that refuses one out of range (see ``WholeNumber``).
  var typedNumber: String?

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    let rest = input.words
    guard !rest.isEmpty else { throw usageError }
    if rest.count == 1, let word = rest.first, !word.isQuoted,
      let number = WholeNumber(word.text)
    {
      return Self(target: .number(number.value), typedNumber: number.description)
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

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    .waiting { () async throws(ShellError) in
      try await session.tap(target, typed: typedNumber)
      return .ok
    }
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

extension Session {
  /// `tap N` / `tap TITLE`: a button of a registered alert or dialog; otherwise a button of an
  /// alert a child presents, or an action without values of the presented child feature.
  fileprivate func tap(_ target: Command.TapTarget, typed: String?) async throws(ShellError) {
    if context.view.target(in: host.presented) != nil {
      return try await tapRegistered(target, typed: typed)
    }
    guard let child = targetChild() else {
      // Nothing anywhere: the registered presentations' answer says so.
      return try await tapRegistered(target, typed: typed)
    }
    let name: String
    if let buttons = child.buttons {
      let item = PresentedItem(foundAt: -1, identity: child.identity, buttons: buttons)
      let index = try PresentationView.button(target, of: item, typed: typed)
      guard let action = buttons.buttonItems[index].action else {
        return try await sendAbsolute(slotActionPath(child) + ".dismiss", tapped: true)
      }
      let (caseName, values) = try Self.buttonAction(action, button: index + 1)
      return try await sendAbsolute(
        try actionPath(forState: child.valuePath) + "." + caseName, values, tapped: true)
    }
    let (plain, valued) = childActions(child)
    let list = plain.enumerated().map { "\($0.offset + 1) \($0.element.name)" }
      .joined(separator: ", ")
    switch target {
    case .number(let number):
      guard plain.indices.contains(number - 1) else {
        throw ShellError(
          "no action \(typed ?? String(number)) on the \(child.style.phrase) \(child.valuePath): choose 1 to \(plain.count) (\(list))"
        )
      }
      name = plain[number - 1].name
    case .title(let title):
      guard let match = plain.first(where: { $0.name.lowercased() == title.lowercased() }) else {
        if let needs = valued.first(where: { $0.name.lowercased() == title.lowercased() }) {
          let typed = relativeActionName(
            (try? actionPath(forState: child.valuePath)).map { $0 + "." + needs.name } ?? needs.name
          )
          throw ShellError(
            "no action '\(title)' without values on the \(child.style.phrase) \(child.valuePath): it takes a value, send \(typed) VALUE (\(needs.signature))"
          )
        }
        throw ShellError(
          "no action '\(title)' without values on the \(child.style.phrase) \(child.valuePath)\(Suggestion.hint(for: title, in: plain.map(\.name))) (\(list))"
        )
      }
      name = match.name
    }
    try await sendAbsolute(try actionPath(forState: child.valuePath) + "." + name, tapped: true)
  }

  /// A button's action as `send` takes it: its case name and its payload written back as words
  /// (`.confirmDeletion(id: …)` as `confirmDeletion "…"`), so that the tap sends the value the
  /// button holds, as SwiftUI does. Refuses a value the shell cannot write back (a secret).
  private static func buttonAction(_ action: Any, button: Int) throws(ShellError) -> (
    String, [Word]
  ) {
    let mirror = Mirror(reflecting: action)
    guard let payload = mirror.children.first, let caseName = payload.label else {
      return (String(describing: action), [])
    }
    let parts = Mirror(reflecting: payload.value)
    let values =
      parts.displayStyle == .tuple ? parts.children.map(\.value) : [payload.value]
    var words: [Word] = []
    for value in values {
      guard let literal = LiteralValue(writing: value),
        let word = try? Lexer.words(literal.source), word.count == 1
      else {
        throw ShellError(
          "button \(button) sends \(customDump(action)), whose value the shell cannot write back: send it with 'send'"
        )
      }
      words.append(word[0])
    }
    return (caseName, words)
  }

  /// `tap N` / `tap TITLE` on the most recently presented alert or dialog.
  private func tapRegistered(_ target: Command.TapTarget, typed: String?) async throws(ShellError) {
    let item = try presentedTarget(for: "tap")
    let button = try PresentationView.button(target, of: item, typed: typed)
    let host = self.host
    try await sendingPresentation { try host.tap(slot: item.slot, button: button) }
  }

  /// An action name from the root as `send` takes it here: relative to the focus when the focus
  /// leads to it.
  private func relativeActionName(_ name: String) -> String {
    guard let focus, name.hasPrefix(focus.actionPath + ".") else { return name }
    return String(name.dropFirst(focus.actionPath.count + 1))
  }

  /// After `tap` when a child presents what is tapped: the numbers and names of its alert's
  /// buttons or its sheet's actions without values.
  fileprivate func childTapCompletions(matching word: String) -> [String] {
    guard let child = targetChild() else { return [] }
    let names: [String]
    if let buttons = child.buttons {
      names = buttons.buttonItems.map(\.label)
    } else {
      names = childActions(child).plain.map(\.name)
    }
    let numbers = names.indices.map { String($0 + 1) }
    let titles = names.map { title in
      title.lowercased().hasPrefix(word.lowercased()) ? word + title.dropFirst(word.count) : title
    }
    return numbers + titles
  }
}
