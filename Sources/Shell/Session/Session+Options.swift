extension Session {
  /// `set NAME VALUE` / `diff on|off`; `set` alone lists the options and the dependencies in
  /// force.
  func set(_ name: String?, _ value: String?) throws(ShellError) {
    guard let name else {
      renderer.text(optionLines().joined(separator: "\n"))
      return
    }
    let value = value ?? ""
    switch name {
    case "diff":
      switch value.lowercased() {
      case "on": showsDiffs = true
      case "off": showsDiffs = false
      default: throw ShellError("diff is on or off, not '\(value)': diff on, or diff off")
      }
    case "date":
      dependencies.date = try DependencySettings.parseDate(value, what: "set date")
    case "uuid":
      dependencies.uuid = try DependencySettings.parseUUID(value, what: "set uuid")
    case "exhaustive":
      try setExhaustive(value)
    case "clock":
      throw ShellError(
        "the clock is chosen when the shell starts: tca-shell --clock test (it is \(testClock == nil ? "live" : "test") now)"
      )
    default:
      let names = Self.optionNames
      throw ShellError(
        "unknown option '\(name)'\(Suggestion.hint(for: name, in: names)) (options: \(names.joined(separator: ", ")))"
      )
    }
  }

  /// The options `set` changes, in the order it lists them.
  static let optionNames = ["diff", "date", "uuid", "exhaustive"]

  /// `set` alone: each option, its value, and what it is.
  func optionLines() -> [String] {
    let rows = [
      ("diff", showsDiffs ? "on" : "off", "state diffs after actions"),
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
    ]
    let nameWidth = rows.map(\.0.count).max() ?? 0
    let valueWidth = rows.map(\.1.count).max() ?? 0
    return rows.map { "\($0.0.padding(nameWidth))  \($0.1.padding(valueWidth))  (\($0.2))" }
  }

  /// `help`: every command; `help COMMAND`: its usage, summary and an example.
  func help(_ topic: String?) throws(ShellError) {
    guard let topic else {
      let width = CommandInfo.all.map(\.usage.count).max() ?? 0
      let columns = outputWidth()
      // Too narrow for two columns: each summary goes under its usage.
      let twoColumns = columns.map { $0 - width - 4 >= 30 } ?? true
      let lines = CommandInfo.all.flatMap { info in
        twoColumns
          ? TextWrap.lines(
            "  \(info.usage.padding(width))  \(info.summary)", width: columns, indent: width + 4)
          : ["  " + info.usage] + TextWrap.lines("      " + info.summary, width: columns, indent: 6)
      }
      let note = TextWrap.lines(
        "Lines starting with # are comments. 'help COMMAND' explains one command.",
        width: columns, indent: 0)
      renderer.text((lines + note).joined(separator: "\n"))
      return
    }
    guard let info = CommandInfo.named(topic) else {
      let names = CommandInfo.all.map(\.name)
      throw ShellError(
        "no command '\(ShellError.shown(topic))'\(Suggestion.hint(for: topic, in: names)) (commands: \(names.joined(separator: ", ")))"
      )
    }
    renderer.text(
      TextWrap.text(
        "usage: \(info.usage)\n  \(info.summary)\nexample: \(info.example)", width: outputWidth()))
  }
}
