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
    switch value {
    case "on": showsDiffs = true
    case "off": showsDiffs = false
    default: throw ShellError("diff is on or off, not '\(value ?? "")': set diff on")
    }
  }

  /// `help`: every command; `help COMMAND`: its usage, summary and an example.
  func help(_ topic: String?) throws(ShellError) {
    guard let topic else {
      let width = CommandInfo.all.map(\.usage.count).max() ?? 0
      for info in CommandInfo.all {
        renderer.text("  \(info.usage.padding(width))  \(info.summary)")
      }
      renderer.text("Lines starting with # are comments. 'help COMMAND' explains one command.")
      return
    }
    guard let info = CommandInfo.named(topic) else {
      let names = CommandInfo.all.map(\.name)
      throw ShellError(
        "no command '\(topic)'\(Suggestion.hint(for: topic, in: names)) (commands: \(names.joined(separator: ", ")))"
      )
    }
    renderer.text("usage: \(info.usage)")
    renderer.text("  \(info.summary)")
    renderer.text("example: \(info.example)")
  }
}
