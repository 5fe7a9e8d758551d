import Composable

/// `pop [N]`: pops the top element of the nearest stack, or element N and those above.
struct PopCommand: ShellCommand {
  static let info = CommandInfo(
    group: .navigation,
    name: "pop", usage: "pop [N]",
    summary: "pop the top screen, or screen N of 'stack' and those above (.popFrom(id:))",
    example: "pop 0")
  static let stateBlock = StateBlockUse.asserted
  static let journal = JournalUse.whenItActs

  /// The element's number in `stack`, its position as `path[N]` indexes it; nil: the top one.
  let number: WholeNumber?

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    guard input.words.count <= 1 else { throw usageError }
    guard let word = input.words.first else { return Self(number: nil) }
    guard let number = WholeNumber(word.text) else {
      throw ShellError(
        "pop takes an element number from 'stack' (0, 1, ..., as path[0] indexes them), got '\(ShellError.shown(word.text))'"
      )
    }
    return Self(number: number)
  }

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    .waiting { () async throws(ShellError) in
      try await session.pop(number)
      session.showNewlyPresented()
      return .ok
    }
  }
}

extension Session {
  /// `pop` / `pop N`: sends `.popFrom(id:)` for the top element, or for element N of `stack`
  /// (removing it and those above), as the back button does.
  fileprivate func pop(_ number: WholeNumber?) async throws(ShellError) {
    let (name, actionPrefix, stack) = try nearestStack()
    let ids = stack.navigationIDs
    guard !ids.isEmpty else { throw ShellError("nothing to pop: the stack (\(name)) is empty") }
    let position = number?.value ?? ids.count - 1
    guard ids.indices.contains(position) else {
      throw ShellError(
        "no element \(number!) on the stack (\(name)): choose 0 to \(ids.count - 1) (see 'stack')")
    }
    // The stack's own case (`StackAction`'s), found as its elements' actions are: `path`, or
    // another name.
    let level =
      actionPrefix.isEmpty
      ? host.actions : (try? walkActions(String(actionPrefix.dropLast())))?.level ?? []
    let link = try? level.elementActions(forField: name, of: stack)
    let stackCase = link.flatMap { $0.names.count == 2 ? $0.names[0] : nil } ?? name
    let (popName, arguments) = try navigationAction(
      actionPrefix + stackCase + ".popFrom", [Word(ids[position])], relative: false)
    let host = self.host
    let before = host.workingEffectsCount
    let task = try sendAction(popName, arguments, label: "pop")
    await settle(task, in: host)
    await reportCancelled(since: before, in: host, verb: "popped")
  }
}
