/// One command of the shell's language, declared once: what `help` says of it (`info`), how the
/// words after its name parse, what Tab offers after it, how a typed line of it is masked, what
/// `save` keeps of it, and what it does. Help, "did you mean", completion, masking, the docs
/// check and the session's dispatch all read these declarations, listed in `CommandTable` — the
/// way swift-argument-parser derives a tool's help and completion from its command types.
protocol ShellCommand: Sendable, Equatable {
  /// The name, other names, usage line, summary and example `help` prints.
  static var info: CommandInfo { get }
  /// Whether a `{ … }` state block may follow the command.
  static var stateBlock: StateBlockUse { get }
  /// Parses what follows the name; throws one line saying what would be right.
  static func parse(_ input: CommandInput) throws(ShellError) -> Self
  /// Candidates for the word being typed after the name (values: Tab quotes them as needed).
  @MainActor static func completions(_ request: CompletionRequest, in session: Session)
    -> [String]
  /// The line as it may be shown again (`--echo`, `--json`, history) when it could carry a
  /// secret; nil: as typed.
  @MainActor static func masked(_ line: ParsedLine, in session: Session) -> String?
  /// What `save`'s journal keeps of it.
  static var journal: JournalUse { get }
  /// Whether its results, when longer than the window, go through a pager at a terminal, as
  /// git pages what it only shows (`help`, `state`, `log`); a command that acts (`send`) prints
  /// as its effects arrive and is never paged.
  static var pagesLongOutput: Bool { get }
  /// How far it moves the test clock (a replay needs `--clock test`, a Swift test
  /// `clock.advance(by:)`); nil for a command that does not.
  var clockAdvance: Duration? { get }
  /// The line as `save` writes it, decided before it runs; by default as typed.
  @MainActor func replayText(_ line: String, in session: Session) -> String
  /// Whether it sends a value to a secret parameter (the journal then masks it).
  @MainActor func carriesSecret(in session: Session) -> Bool
  /// Runs it in `session` as far as it goes without waiting: its result (`.done`), or what is
  /// left to await (`.waiting`: a command that waits for effects, a question, a file) — see
  /// ``CommandStep``. The one entry point: the session runs every command through it.
  @MainActor func start(in session: Session) throws(ShellError) -> CommandStep<ShellError>
}

/// Whether a command takes a `{ … }` block after its words.
enum StateBlockUse: Sendable {
  case none
  /// The block asserts the state change the command's own actions made (`send`, `tap`,
  /// `dismiss`), as `store.send(action) { … }`.
  case asserted
  /// The command reads the block itself (`receive`).
  case own
}

/// What the journal behind `save` keeps of a command that succeeded.
enum JournalUse: Sendable {
  case never
  /// Kept when it produced actions (`send`, `tap`, `dismiss`).
  case whenItActs
  /// Kept even when nothing happened (`advance`: the clock moved, and a later one counts from
  /// here).
  case always
}

/// What a command's parser is given.
struct CommandInput {
  /// The name as typed (an alias stays as typed, for messages).
  let name: String
  /// The words after the name, as the lexer read them (empty for `StateBlockUse.own`). A slice
  /// of the line's words, not a copy (an array made and freed cost ~600 instructions a line):
  /// its indices do not start at 0, so read it by `first`, `last` and iteration.
  let words: ArraySlice<Word>
  /// The `{ … }` block, for a command that reads it itself.
  let block: StateBlock?
  /// The line ``text`` ends, and where ``text`` starts in it (in UTF-8 bytes).
  private let line: Substring
  private let textStart: Int

  /// The raw text after the name, the block taken off.
  var text: Substring {
    textStart == 0 ? line : line[line.utf8.index(line.startIndex, offsetBy: textStart)...]
  }

  init(name: String, words: ArraySlice<Word>, text: Substring, block: StateBlock?) {
    self.name = name
    self.words = words
    self.block = block
    line = text
    textStart = 0
  }

  /// A plain line's input (see ``PlainLine``): its text after the name is cut only when a
  /// command reads it (`expect`, `receive`); cutting it on every line cost ~180 instructions.
  init(name: String, words: ArraySlice<Word>, line: String, textStart: Int) {
    self.name = name
    self.words = words
    self.block = nil
    self.line = Substring(line)
    self.textStart = textStart
  }

  /// Throws unless no word follows the name.
  func noArguments() throws(ShellError) {
    guard words.isEmpty else { throw ShellError("\(name) takes no arguments: \(name)") }
  }
}

/// What completion is asked: the finished words of the line (the command's name first) and
/// the word at the cursor.
struct CompletionRequest {
  let words: [String]
  let current: String
  /// The index of the word being typed: 1 for the first after the name.
  var position: Int { words.count }
}

extension ShellCommand {
  static var stateBlock: StateBlockUse { .none }
  static var journal: JournalUse { .never }
  static var pagesLongOutput: Bool { false }
  @MainActor static func completions(_ request: CompletionRequest, in session: Session)
    -> [String]
  { [] }
  @MainActor static func masked(_ line: ParsedLine, in session: Session) -> String? { nil }
  @MainActor func carriesSecret(in session: Session) -> Bool { false }
  var clockAdvance: Duration? { nil }
  @MainActor func replayText(_ line: String, in session: Session) -> String { line }

  /// `usage: … (e.g. …)` from the declaration.
  static var usageError: ShellError {
    ShellError("usage: \(info.usage) (e.g. \(info.example))")
  }

  func isEqual(to other: any ShellCommand) -> Bool {
    (other as? Self) == self
  }
}

/// A command that takes no arguments: its parser only checks that none follow.
protocol ArgumentlessCommand: ShellCommand {
  init()
}

extension ArgumentlessCommand {
  static func parse(_ input: CommandInput) throws(ShellError) -> Self {
    try input.noArguments()
    return Self()
  }
}
