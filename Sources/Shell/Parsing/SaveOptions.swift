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

  /// Each flag `save` takes, with what setting it does: one table that parsing, the usage line
  /// and completion read.
  static let flags: [(name: String, set: @Sendable (inout SaveOptions) -> Void)] = [
    ("--force", { $0.force = true }),
    ("--exhaustive", { $0.exhaustive = true }),
    ("--swift", { $0.swift = true }),
    ("--xctest", { $0.swiftStyle = .xctest }),
    ("--swift-testing", { $0.swiftStyle = .swiftTesting }),
  ]

  /// Parses the words after `save`; throws the usage line for anything else.
  static func parse(_ words: [Word]) throws(ShellError) -> SaveOptions {
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
      let info = CommandInfo.named("save")!
      throw ShellError("usage: \(info.usage) (e.g. \(info.example))")
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
