import Composable

extension Session {
  /// One command in effect, with the actions it produced: its own (sent or tapped) and those
  /// its effects sent back, each with the state before and after.
  struct RecordedStep {
    struct Action {
      let action: Any
      let origin: LogOrigin
      let before: Any
      let after: Any
    }

    let feature: String
    let text: String
    let isSecret: Bool
    let actions: [Action]

    /// The command without a `{ … }` block it was typed with.
    var bareText: String {
      guard let (command, _) = try? StateBlock.split(Substring(text)) else { return text }
      return command.trimmingBlanks
    }
  }

  /// The commands `save` would write, with their actions looked up in each feature's log.
  func recordedSteps() throws(ShellError) -> [RecordedStep] {
    let entries = try replayableEntries()
    var logs: [String: [Int: RecordedStep.Action]] = [:]
    for context in contextsInUse {
      var bySerial: [Int: RecordedStep.Action] = [:]
      let log = context.log
      for entry in log.entries where entry.number - 1 >= log.firstPosition {
        bySerial[entry.serial] = RecordedStep.Action(
          action: entry.action, origin: entry.origin, before: log.state(at: entry.number - 1),
          after: entry.stateAfter)
      }
      logs[context.feature.name] = bySerial
    }
    return entries.map { entry in
      RecordedStep(
        feature: entry.feature, text: entry.isSecret ? entry.shownText : entry.text,
        isSecret: entry.isSecret,
        actions: entry.serials.compactMap { logs[entry.feature]?[$0] })
    }
  }

  /// `save --exhaustive FILE`: the session as an exhaustive script. Each `send`, `tap` and
  /// `dismiss` carries the state change its own actions made; each action an effect sent back
  /// follows as `receive CASE.PATH { … }`; replayed, it passes with every check on.
  func saveExhaustive(to path: String) throws(ShellError) {
    let steps = try recordedSteps()
    try checkExportable(steps, flag: "--exhaustive")
    let path = ScriptFile.expandingTilde(path)
    let flags = replayFlags(usesAdvance: steps.contains { $0.text.hasPrefix("advance") })
    let shown = path.contains(" ") ? "\"\(path)\"" : path
    var lines = [
      "# tca-shell \(ShellOptions.version): an exhaustive test; replay with `tca-shell\(flags) < \(shown)`",
      "exhaustive on",
    ]
    var feature: String?
    var secrets = 0
    for step in steps {
      if step.feature != feature {
        lines.append("use \(step.feature)")
        feature = step.feature
      }
      let own = step.actions.filter { $0.origin != .received }
      if step.isSecret {
        // As `save` writes it: a replay stops at this line until the value is filled in.
        lines.append(
          "# a secret was left out: write its value in place of \(ActionResolver.leftOutSecret)")
        secrets += 1
      }
      if let first = own.first, let last = own.last {
        let block = StateChanges.block(before: first.before, after: last.after)
        lines.append(step.bareText + (block.assignments.isEmpty ? "" : " " + block.source))
      } else {
        lines.append(step.bareText)
      }
      for received in step.actions where received.origin == .received {
        let block = StateChanges.block(before: received.before, after: received.after)
        lines.append(
          "receive \(Self.casePath(of: received.action))"
            + (block.assignments.isEmpty ? "" : " " + block.source))
      }
    }
    try ScriptFile.write(lines.joined(separator: "\n") + "\n", to: path)
    let note = secrets > 0 ? " (\(secrets) with a secret left out: fill those in)" : ""
    renderer.text("Saved \(Wording.count(steps.count, "command")) as an exhaustive test to \(path)\(note).")
  }

  /// The flags a replay needs: the test clock when the session advanced it, and the
  /// dependencies in force.
  func replayFlags(usesAdvance: Bool) -> String {
    let flags = (usesAdvance ? ["--clock", "test"] : []) + dependencies.flags
    return flags.isEmpty ? "" : " " + flags.joined(separator: " ")
  }

  /// `loginResponse.success`: the case names down an action's nested enum payloads.
  static func casePath(of action: Any) -> String {
    var names: [String] = []
    var rest = Substring(Expectation.normalized(TestStoreMessages.caseText(action)))
    while rest.hasPrefix(".") {
      rest = rest.dropFirst()
      let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard !name.isEmpty else { break }
      names.append(String(name))
      rest = rest.dropFirst(name.count)
      guard rest.hasPrefix("(") else { break }
      rest = rest.dropFirst()
    }
    return names.joined(separator: ".")
  }
}
