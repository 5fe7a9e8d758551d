/// A parsed command line.
public enum Command: Equatable, Sendable {
  case features
  case use(String)
  /// `send` with the action's dotted name and its argument words.
  case send(name: String, arguments: [Word])
  /// `state [PATH] [--full]`.
  case state(path: String?, full: Bool)
  /// `state [PATH] --json`: the value as JSON.
  case stateJSON(path: String?)
  case log
  case undo
  case redo
  case goto(Int)
  case reset
  /// `save [--force] [--exhaustive | --swift [--xctest | --swift-testing]] FILE`.
  case save(SaveOptions)
  /// `set NAME VALUE` (and `diff on|off`, its shorthand); `set` alone lists the options.
  case set(name: String?, value: String?)
  case actions
  case alert
  case dialog
  /// `tap` with a button number or title.
  case tap(TapTarget)
  case dismiss
  /// `expect` with the path and the expected value's source text (after `==`, or after `!=`
  /// when `negated`: the value must differ).
  case expect(path: String, expected: String, negated: Bool)
  case help(String?)
  /// `source FILE`: run the commands in a file.
  case source(path: String)
  /// `wait [SECONDS]`: wait for running effects, at most that long (default: the effect timeout).
  case wait(Duration?)
  /// `cancel`: cancel the running effects of the current feature.
  case cancel
  /// `advance DURATION`: move the test clock.
  case advance(Duration)
  case quit
  /// `stack`: the navigation stack, numbered.
  case stack
  /// `pop [N]`: pops the top element, or element N and those above.
  case pop(Int?)
  /// `focus PATH`, `focus ..`, `focus /`.
  case focus(String)
  /// `sheet`: reprints the presented child feature.
  case sheet
  /// `send`, `tap` or `dismiss` followed by `{ … }`: the state changes it must make.
  indirect case asserting(Command, StateBlock)
  /// `receive CASE.PATH [VALUE] [{ … }]`: an action an effect sent back, as TCA's
  /// `store.receive(\.case.path, value)`.
  case receive(path: String, value: String?, block: StateBlock?)
  /// `exhaustive on|off` (nil: say which).
  case exhaustive(Bool?)
  /// `finish`: wait for every running effect, as `store.finish()`.
  case finish

  /// The command a `{ … }` block is attached to (or the command itself).
  public var core: Command {
    if case .asserting(let command, _) = self { return command }
    return self
  }

  /// What `tap` names: a button's 1-based number, or its title.
  public enum TapTarget: Equatable, Sendable {
    case number(Int)
    case title(String)
  }

  /// Parses one line; nil for a blank line or a `#` comment.
  public static func parse(_ line: String) throws(ShellError) -> Command? {
    var trimmed = line.drop { $0 == " " || $0 == "\t" }
    if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
    let head = trimmed.prefix { $0 != " " && $0 != "\t" }
    if ["send", "tap", "dismiss", "receive"].contains(head) {
      let (text, block) = try StateBlock.split(trimmed)
      if let block {
        trimmed = text
        if head == "receive" { return try parseReceive(trimmed, block: block) }
        return try parse(String(trimmed)).map { .asserting($0, block) }
      }
      if head == "receive" { return try parseReceive(trimmed, block: nil) }
    }
    // `rows[id: 3]` is one word (blanks inside a subscript go).
    trimmed = Substring(BracketPath.joiningBrackets(trimmed))
    let words = try Lexer.words(trimmed)
    guard let first = words.first else { return nil }
    let name = first.text
    let rest = Array(words.dropFirst())
    switch CommandInfo.aliases[name] ?? name {
    case "features":
      try noArguments(rest, for: "features")
      return .features
    case "use":
      guard rest.count == 1 else { throw usage("use") }
      return .use(rest[0].text)
    case "send":
      guard let action = rest.first else {
        throw ShellError("send needs an action: send ACTION (see 'actions')")
      }
      return .send(name: action.text, arguments: Array(rest.dropFirst()))
    case "state":
      if rest.contains(where: { $0.text == "--json" && !$0.isQuoted }) {
        let paths = rest.filter { !($0.text == "--json" && !$0.isQuoted) }
        guard paths.count <= 1, paths.first.map({ !$0.text.hasPrefix("-") }) ?? true else {
          throw usage("state")
        }
        return .stateJSON(path: paths.first?.text)
      }
      let full = rest.contains { $0.text == "--full" && !$0.isQuoted }
      let paths = rest.filter { !($0.text == "--full" && !$0.isQuoted) }
      guard paths.count <= 1, paths.first.map({ !$0.text.hasPrefix("-") }) ?? true else {
        throw usage("state")
      }
      return .state(path: paths.first?.text, full: full)
    case "log", "undo", "redo", "reset":
      try noArguments(rest, for: name)
      return ["log": .log, "undo": .undo, "redo": .redo, "reset": .reset][name]!
    case "goto":
      guard rest.count == 1, !rest[0].text.isEmpty, rest[0].text.allSatisfy(\.isASCIIDigit) else {
        throw usage("goto")
      }
      return .goto(Int(rest[0].text) ?? .max)
    case "save":
      return .save(try SaveOptions.parse(rest))
    case "diff":
      guard rest.count == 1 else { throw usage("diff") }
      return .set(name: "diff", value: rest[0].text)
    case "set":
      guard rest.count == 0 || rest.count == 2 else { throw usage("set") }
      return .set(
        name: rest.first?.text, value: rest.last.flatMap { rest.count == 2 ? $0.text : nil })
    case "actions", "alert", "dialog", "dismiss":
      try noArguments(rest, for: name)
      return [
        "actions": .actions, "alert": .alert, "dialog": .dialog, "dismiss": .dismiss,
      ][name]!
    case "tap":
      guard !rest.isEmpty else { throw usage("tap") }
      if rest.count == 1, !rest[0].isQuoted, !rest[0].text.isEmpty,
        rest[0].text.allSatisfy(\.isASCIIDigit)
      {
        return .tap(.number(Int(rest[0].text) ?? .max))
      }
      return .tap(.title(rest.map(\.text).joined(separator: " ")))
    case "expect":
      return try parseExpect(trimmed)
    case "source":
      guard rest.count == 1 else { throw usage("source") }
      return .source(path: rest[0].text)
    case "help":
      guard rest.count <= 1 else { throw usage("help") }
      return .help(rest.first?.text)
    case "wait":
      guard rest.count <= 1 else { throw usage("wait") }
      return .wait(
        try rest.first.map { word throws(ShellError) in try DurationLiteral.parse(word.text) })
    case "cancel":
      try noArguments(rest, for: "cancel")
      return .cancel
    case "advance":
      guard rest.count == 1 else { throw usage("advance") }
      return .advance(try DurationLiteral.parse(rest[0].text))
    case "quit":
      try noArguments(rest, for: name)
      return .quit
    case "stack":
      try noArguments(rest, for: name)
      return .stack
    case "sheet":
      try noArguments(rest, for: name)
      return .sheet
    case "pop":
      guard rest.count <= 1 else { throw usage("pop") }
      guard let word = rest.first else { return .pop(nil) }
      guard let number = Int(word.text), number >= 1 else {
        throw ShellError(
          "pop takes an element number from 'stack' (1, 2, ...), got '\(ShellError.shown(word.text))'"
        )
      }
      return .pop(number)
    case "focus":
      guard rest.count == 1 else { throw usage("focus") }
      return .focus(rest[0].text)
    case "exhaustive":
      guard rest.count <= 1 else { throw usage("exhaustive") }
      guard let word = rest.first?.text else { return .exhaustive(nil) }
      switch word.lowercased() {
      case "on": return .exhaustive(true)
      case "off": return .exhaustive(false)
      default:
        throw ShellError("exhaustive is on or off, not '\(ShellError.shown(word))': exhaustive on")
      }
    case "finish":
      try noArguments(rest, for: name)
      return .finish
    default:
      let names = CommandInfo.all.map(\.name) + CommandInfo.aliases.keys
      throw ShellError(
        "unknown command '\(ShellError.shown(name))'\(Suggestion.hint(for: name, in: names)) (type 'help' for the list)"
      )
    }
  }

  /// `receive CASE.PATH [VALUE]`: the case path, then the payload as the dumper prints it.
  private static func parseReceive(_ line: Substring, block: StateBlock?) throws(ShellError)
    -> Command
  {
    let body = line.dropFirst("receive".count).trimmingBlanks
    let path = String(body.prefix { $0 != " " && $0 != "\t" })
    guard !path.isEmpty else { throw usage("receive") }
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
    return .receive(path: trimmedPath, value: value.isEmpty ? nil : value, block: block)
  }

  private static func parseExpect(_ line: Substring) throws(ShellError) -> Command {
    let body = line.dropFirst("expect".count)
    let usage = "expect PATH == VALUE or expect PATH != VALUE (e.g. expect count == 1)"
    // The path holds neither operator, so the first one is the operator; the value may hold both.
    let equal = body.range(of: "==")
    let unequal = body.range(of: "!=")
    let operatorRange: Range<Substring.Index>
    let negated: Bool
    switch (equal, unequal) {
    case (let e?, let u?):
      (operatorRange, negated) = e.lowerBound < u.lowerBound ? (e, false) : (u, true)
    case (let e?, nil): (operatorRange, negated) = (e, false)
    case (nil, let u?): (operatorRange, negated) = (u, true)
    case (nil, nil): throw ShellError("expect needs '==' or '!=': \(usage)")
    }
    let path = body[..<operatorRange.lowerBound].trimmingBlanks
    let expected = body[operatorRange.upperBound...].trimmingBlanks
    let symbol = negated ? "!=" : "=="
    guard !path.isEmpty, !path.contains(" ") else {
      throw ShellError("expect needs one path before '\(symbol)': \(usage)")
    }
    guard !expected.isEmpty else {
      throw ShellError("expect needs a value after '\(symbol)': \(usage)")
    }
    // Validate quoting now, so a broken string is a parse error like any other.
    _ = try Lexer.words(expected)
    try ValueSyntax.check(String(expected))
    return .expect(path: path, expected: expected, negated: negated)
  }

  private static func noArguments(_ rest: [Word], for name: String) throws(ShellError) {
    guard rest.isEmpty else { throw ShellError("\(name) takes no arguments: \(name)") }
  }

  private static func usage(_ name: String) -> ShellError {
    let info = CommandInfo.named(name)!
    return ShellError("usage: \(info.usage) (e.g. \(info.example))")
  }
}

extension Character {
  var isASCIIDigit: Bool { isASCII && isNumber }
}

extension StringProtocol {
  var trimmingBlanks: String {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let start = firstIndex(where: { !isBlank($0) }),
      let end = lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(self[start...end])
  }
}
