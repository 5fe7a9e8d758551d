extension Session {
  /// `set NAME VALUE` / `diff on|off`; `set` alone lists the options.
  func set(_ name: String?, _ value: String?) throws(ShellError) {
    guard let name else {
      renderer.text("diff  \(showsDiffs ? "on" : "off")  (state diffs after actions)")
      return
    }
    guard name == "diff" else {
      throw ShellError(
        "unknown option '\(name)'\(Suggestion.hint(for: name, in: ["diff"])) (options: diff)")
    }
    switch value?.lowercased() {
    case "on": showsDiffs = true
    case "off": showsDiffs = false
    default: throw ShellError("diff is on or off, not '\(value ?? "")': diff on, or diff off")
    }
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
