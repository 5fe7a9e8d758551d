/// `set [NAME VALUE]`: sets an option; alone, lists the options and the dependencies in force.
struct SetCommand: ShellCommand {
  static let info = CommandInfo(
    group: .basics,
    name: "set", usage: "set [NAME VALUE]",
    summary: "set an option (diff, notes, exhaustive, date, uuid); alone, list them",
    example: "set diff compact")
  static let pagesLongOutput = true

  let name: String?
  let value: String?

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    let rest = input.words
    guard rest.count == 0 || rest.count == 2 else { throw usageError }
    return Self(name: rest.first?.text, value: rest.count == 2 ? rest.last?.text : nil)
  }

  /// The options, then the values of the one named.
  static func completions(_ request: CompletionRequest, in session: Session) -> [String] {
    switch request.position {
    case 1: return Session.optionNames
    case 2:
      switch request.words[1] {
      case "date": return ["live"]
      case "uuid": return ["live", "incrementing"]
      case "diff": return ["on", "off", "compact"]
      default: return ["on", "off"]
      }
    default: return []
    }
  }

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    try session.set(name, value)
    return .done(.ok)
  }
}

extension Session {
  /// `set NAME VALUE` / `diff on|off`; `set` alone lists the options and the dependencies in
  /// force.
  fileprivate func set(_ name: String?, _ value: String?) throws(ShellError) {
    guard let name else {
      renderer.text(optionLines().joined(separator: "\n"))
      return
    }
    let value = value ?? ""
    switch name {
    case "diff":
      try setDiff(value)
    case "date":
      dependencies.date = try DependencySettings.parseDate(value, what: "set date")
      timeline.journal.noteDependencyChange("set date \(value)")
    case "uuid":
      dependencies.uuid = try DependencySettings.parseUUID(value, what: "set uuid")
      timeline.journal.noteDependencyChange("set uuid \(value)")
    case "exhaustive":
      try setExhaustive(value)
    case "notes":
      switch value.lowercased() {
      case "on": explainsDecisions = true
      case "off": explainsDecisions = false
      default:
        throw ShellError(
          "notes is on or off, not '\(ShellError.shown(value))': set notes on, or set notes off")
      }
    case "clock":
      throw ShellError(
        "the clock is chosen when the shell starts: \(program.name) --clock test (it is \(testClock == nil ? "live" : "test") now)"
      )
    default:
      let names = Self.optionNames
      throw ShellError(
        "unknown option '\(name)'\(Suggestion.hint(for: name, in: names)) (options: \(names.joined(separator: ", ")))"
      )
    }
  }

  /// `set diff on|off|compact`: compact prints one line per changed field (text output only).
  func setDiff(_ value: String) throws(ShellError) {
    let text = renderer as? TextRenderer
    switch value.lowercased() {
    case "on":
      showsDiffs = true
      text?.compactDiffs = false
    case "off": showsDiffs = false
    case "compact":
      showsDiffs = true
      text?.compactDiffs = true
    default:
      throw ShellError(
        "diff is on, off or compact, not '\(ShellError.shown(value))': diff on, diff off, or diff compact"
      )
    }
  }

  /// `set diff`'s value as `set` lists it.
  var diffSetting: String {
    guard showsDiffs else { return "off" }
    return (renderer as? TextRenderer)?.compactDiffs == true ? "compact" : "on"
  }

  /// `set exhaustive on|off`.
  fileprivate func setExhaustive(_ value: String) throws(ShellError) {
    switch value.lowercased() {
    case "on": exhaustive.isOn = true
    case "off": exhaustive.isOn = false
    default:
      throw ShellError(
        "exhaustive is on or off, not '\(ShellError.shown(value))': exhaustive on, or exhaustive off"
      )
    }
  }

  /// The options `set` changes, in the order it lists them.
  static let optionNames = ["diff", "date", "uuid", "exhaustive", "notes"]

  /// `set` alone: each option, its value, and what it is.
  fileprivate func optionLines() -> [String] {
    let rows = [
      ("diff", diffSetting, "state diffs after actions"),
      ("clock", testClock == nil ? "live" : "test", "the clock effects sleep on (--clock)"),
      (
        "date", dependencies.date.map(DependencySettings.text) ?? "live",
        "the date dependency: live or a constant ISO 8601 date"
      ),
      (
        "uuid", dependencies.uuid == .incrementing ? "incrementing" : "live",
        "the uuid dependency: live or incrementing"
      ),
      (
        "exhaustive", exhaustive.isOn ? "on" : "off",
        "scripts assert every change, as an exhaustive TestStore"
      ),
      (
        "notes", explainsDecisions ? "on" : "off",
        "why: lines after each command, for the decisions TCA made"
      ),
    ]
    let nameWidth = rows.map(\.0.count).max() ?? 0
    let valueWidth = rows.map(\.1.count).max() ?? 0
    return rows.map { "\($0.0.padding(nameWidth))  \($0.1.padding(valueWidth))  (\($0.2))" }
  }
}
