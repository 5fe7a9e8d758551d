import Composable

extension Session {
  /// One command in effect, with the actions it produced: its own (sent or tapped) and those
  /// its effects sent back, each with the state before and after (as the store reported it).
  struct RecordedStep {
    let feature: String
    let text: String
    let isSecret: Bool
    /// How far the command moved the test clock (`advance`).
    let clockAdvance: Duration?
    let actions: [HostEvent]
    /// It raised a runtime warning (see ``Journal/Entry/raisedWarning``).
    var raisedWarning = false

    /// The command without a `{ … }` block it was typed with.
    var bareText: String {
      guard let (command, _) = try? StateBlock.split(Substring(text)) else { return text }
      return command.trimmingBlanks
    }
  }

  /// The commands `save` would write, with their actions looked up in each feature's log;
  /// throws when a command's actions are older than the log keeps (`--log-size`), which a test
  /// that checks each action (`flag`: `--exhaustive`, `--swift`) cannot do without.
  func recordedSteps(flag: String) throws(ShellError) -> [RecordedStep] {
    let entries = try replayableEntries()
    var logs: [String: [Int: HostEvent]] = [:]
    for context in contextsInUse {
      var bySerial: [Int: HostEvent] = [:]
      let log = context.log
      for entry in log.entries where entry.number - 1 >= log.firstPosition {
        bySerial[entry.serial] = HostEvent(
          action: entry.action, origin: entry.origin == .received ? .received : .sent,
          stateBefore: log.state(at: entry.number - 1), stateAfter: log.state(at: entry.number))
      }
      logs[context.feature.name] = bySerial
    }
    for entry in entries where entry.serials.contains(where: { logs[entry.feature]?[$0] == nil }) {
      throw ShellError(
        "cannot save \(flag): actions of '\(entry.shownText)' are older than the log keeps (\(Wording.count(configuration.logSize, "action"))), and the export checks each one; raise --log-size and run the session again"
      )
    }
    return entries.map { entry in
      RecordedStep(
        feature: entry.feature, text: entry.isSecret ? entry.shownText : entry.text,
        isSecret: entry.isSecret, clockAdvance: entry.clockAdvance,
        actions: entry.serials.compactMap { logs[entry.feature]?[$0] },
        raisedWarning: entry.raisedWarning)
    }
  }

  /// `save --exhaustive FILE`: the session as an exhaustive script. Each `send`, `tap` and
  /// `dismiss` carries the state change its own actions made; each action an effect sent back
  /// follows as `receive CASE.PATH { … }`; replayed, it passes with every check on.
  func saveExhaustive(to path: String) throws(ShellError) {
    let steps = try recordedSteps(flag: "--exhaustive")
    try checkExportable(steps, flag: "--exhaustive")
    let path = ScriptFile.expandingTilde(path)
    var script = ScriptLines(
      header: replayHeader(
        "an exhaustive test; ", path: path)
        + ["exhaustive on"])
    for step in steps {
      let own = step.actions.filter { $0.origin != .received }
      var lines: [String] = []
      if let first = own.first, let last = own.last {
        let block = StateChanges.block(before: first.stateBefore, after: last.stateAfter)
        lines.append(step.bareText + (block.assignments.isEmpty ? "" : " " + block.source))
      } else {
        lines.append(step.bareText)
      }
      for received in step.actions where received.origin == .received {
        let block = StateChanges.block(before: received.stateBefore, after: received.stateAfter)
        let value = Self.elementValue(of: received.action).map { " " + $0 } ?? ""
        let head =
          Self.stackElementCasePath(of: received.action)
          ?? Self.casePath(of: received.action) + value
        lines.append(
          "receive \(head)" + (block.assignments.isEmpty ? "" : " " + block.source))
      }
      script.append(feature: step.feature, isSecret: step.isSecret, lines)
    }
    try ScriptFile.write(script.text, to: path)
    renderer.text(
      "Saved \(Wording.count(steps.count, "command")) as an exhaustive test to \(path)\(script.secretNote)."
    )
  }

  /// A saved script's first lines: the comment naming how to replay it (with the flags that
  /// change what a replay does, ``replayFlags``, which only a flag can choose), then the `set`
  /// commands for the dependencies in force, so that the replay line alone replays to the same
  /// state.
  func replayHeader(_ what: String, path: String) -> [String] {
    let flags = replayFlags.map { " " + $0 }.joined()
    return [
      "# \(program.versionLine): \(what)replay with `\(program.name)\(flags) < \(ScriptLines.shown(path))`"
    ] + dependencies.setCommands
  }

  /// For an action of one stack element or row (`path.element`), the id and the element's
  /// action as TCA's tests write them: `id: 0, action: .detail(.delegate(.deleteSyncUp))`, so the
  /// script checks which element and which action, not only the case. Nil for other actions.
  static func elementValue(of action: Any) -> String? {
    let prefix = typeName(type(of: action))
    var rest = Substring(OneLineDump.writtenAction(customDump(action)))
    guard rest.hasPrefix(prefix + ".") else { return nil }
    rest = rest.dropFirst(prefix.count)
    var depth = 0
    while rest.hasPrefix(".") {
      let name = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard !name.isEmpty else { return nil }
      rest = rest.dropFirst(name.count + 1)
      guard rest.hasPrefix("(") else { return nil }
      rest = rest.dropFirst()
      depth += 1
    }
    guard rest.hasPrefix("id: "), depth > 0, rest.hasSuffix(String(repeating: ")", count: depth))
    else { return nil }
    return integerStackIDs(String(rest.dropLast(depth)))
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

  /// The flags the session ran with that a replay needs to reach the same state: the test
  /// clock, whether or not an `advance` is left in effect (without it a timer ticks on the real
  /// clock, and the replay ends elsewhere), and an effect timeout other than the default (a
  /// command waits that long for its effects' actions).
  var replayFlags: [String] {
    var flags: [String] = []
    if configuration.testClock != nil { flags.append("--clock test") }
    let timeout = configuration.effectTimeout
    if timeout != SessionConfiguration().effectTimeout {
      let milliseconds =
        timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000
      let seconds =
        milliseconds % 1000 == 0
        ? String(milliseconds / 1000) : String(Double(milliseconds) / 1000)
      flags.append("--effect-timeout \(seconds)")
    }
    return flags
  }
}
