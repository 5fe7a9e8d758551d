/// `save [--force] [--exhaustive | --swift [--xctest | --swift-testing]] FILE`: writes the
/// commands in effect as a script or a test.
struct SaveCommand: ShellCommand {
  static let info = CommandInfo(
    group: .testing,
    name: "save", usage: "save \(SaveOptions.flagsUsage) FILE",
    summary:
      "write the sends and taps in effect as a script; --exhaustive or --swift: as a test",
    example: "save flow.tcash")

  let options: SaveOptions

  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    Self(options: try SaveOptions.parse(input.words))
  }

  /// Its flags from the table parsing reads, then the file.
  static func completions(_ request: CompletionRequest, in session: Session) -> [String] {
    request.current.hasPrefix("-")
      ? SaveOptions.flags.map(\.name).filter { $0.hasPrefix(request.current) }
      : FileNames.completions(for: request.current)
  }

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    .waiting { () async throws(ShellError) in
      try await session.save(options)
      return .ok
    }
  }
}

/// What `save` was asked for: the file, and flags in any order before or after it.
public struct SaveOptions: Equatable, Sendable {
  public var path: String
  /// `--force`: overwrite an existing file without asking (what a script must say).
  public var force = false
  /// `--exhaustive`: an exhaustive script, every state change and received action asserted.
  public var exhaustive = false
  /// `--swift`: a Swift test over `ComposableTesting`'s `TestStore`.
  public var swift = false
  /// `--xctest` (the default) or `--swift-testing`, with `--swift`.
  public var swiftStyle: SwiftTestStyle?

  public init(path: String, force: Bool = false) {
    self.path = path
    self.force = force
  }

  /// Each flag `save` takes, with what setting it does and its group (flags of one group are
  /// alternatives): one table that parsing, completion and the usage line read.
  static let flags: [(name: String, group: Int, set: @Sendable (inout SaveOptions) -> Void)] = [
    ("--force", 0, { $0.force = true }),
    ("--exhaustive", 1, { $0.exhaustive = true }),
    ("--swift", 1, { $0.swift = true }),
    ("--xctest", 2, { $0.swiftStyle = .xctest }),
    ("--swift-testing", 2, { $0.swiftStyle = .swiftTesting }),
  ]

  /// `[--force] [--exhaustive | --swift] [--xctest | --swift-testing]`: every flag, each group
  /// of alternatives in one pair of brackets, as the usage line shows them.
  static var flagsUsage: String {
    Dictionary(grouping: flags, by: \.group).sorted { $0.key < $1.key }
      .map { "[" + $0.value.map(\.name).joined(separator: " | ") + "]" }.joined(separator: " ")
  }

  /// Parses the words after `save`; throws the usage line for anything else.
  static func parse(_ words: ArraySlice<Word>) throws(ShellError) -> SaveOptions {
    var options = SaveOptions(path: "")
    var paths: [String] = []
    var styles = Set<String>()
    for word in words {
      if !word.isQuoted, word.text.hasPrefix("--") {
        guard let flag = flags.first(where: { $0.name == word.text }) else {
          let names = flags.map(\.name)
          throw ShellError(
            "unknown option '\(ShellError.shown(word.text))' for save\(Suggestion.hint(for: word.text, in: names)) (options: \(names.joined(separator: ", ")))"
          )
        }
        flag.set(&options)
        if flag.name == "--xctest" || flag.name == "--swift-testing" { styles.insert(flag.name) }
      } else {
        paths.append(word.text)
      }
    }
    guard paths.count == 1, !paths[0].isEmpty else {
      throw SaveCommand.usageError
    }
    options.path = paths[0]
    if options.swiftStyle != nil, !options.swift {
      throw ShellError(
        "--xctest and --swift-testing choose the framework of save --swift: save --swift --swift-testing \(ShellError.shown(options.path))"
      )
    }
    if styles.count > 1 {
      throw ShellError(
        "save --swift writes for one framework, --xctest or --swift-testing, not both at once"
      )
    }
    if options.swift, options.exhaustive {
      throw ShellError(
        "save writes an exhaustive script (--exhaustive) or a Swift test (--swift), not both at once"
      )
    }
    return options
  }
}

extension Session {
  /// `save [--force] FILE`: the `send`, `tap`, `dismiss` and `advance` commands whose actions
  /// are in effect now (not undone), each after the `use` of its feature, as a script that
  /// replays to the same state. When no script can (half a command kept, effects the shell cut
  /// off, actions that came between commands), it refuses and says which command is why.
  /// A secret is written as `••••`, which a replay refuses at that line until it is filled in.
  /// An existing file is overwritten with `--force`, or after a yes at a terminal.
  /// `--exhaustive` and `--swift` write the same commands as an exhaustive script or a Swift
  /// test (`saveExhaustive`, `saveSwift`).
  fileprivate func save(_ options: SaveOptions) async throws(ShellError) {
    let entries = try replayableEntries()
    let path = ScriptFile.expandingTilde(options.path)
    if !options.force, ScriptFile.isFile(path) {
      let question = "\(path) exists: overwrite it?"
      guard let confirmOverwrite = configuration.confirmOverwrite else {
        // As it must be typed to be read back (a name with a blank is quoted).
        let typed = Completion.written(options.path, quoted: false, closed: true)
        throw ShellError("\(path) exists: save --force \(typed) overwrites it")
      }
      switch await confirmOverwrite(question) {
      case true?:
        break
      case false?:
        renderer.text("Not saved: \(path) is left as it was.")
        return
      case nil:
        renderer.text("Not saved: the question was cancelled; \(path) is left as it was.")
        return
      }
    }
    if options.exhaustive { return try saveExhaustive(to: options.path) }
    if options.swift {
      return try saveSwift(to: options.path, style: options.swiftStyle ?? .xctest)
    }
    var script = ScriptLines(header: replayHeader("", path: path))
    for entry in entries {
      script.append(feature: entry.feature, isSecret: entry.isSecret, [entry.shownText])
    }
    try ScriptFile.write(script.text, to: path)
    renderer.text(
      "Saved \(Wording.count(entries.count, "command")) to \(path)\(script.secretNote).")
  }
}
