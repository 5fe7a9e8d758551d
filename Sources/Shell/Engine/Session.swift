import Composable
import Synchronization

/// What running one line came to.
public enum CommandResult: Equatable, Sendable {
  case ok
  /// The command could not run, or an expectation did not hold: one message, store untouched
  /// (for a failed `expect`, nothing was to change).
  case failed(String)
  case quit
}

/// The shell's engine: the registered features, a store per feature, the current one, and the
/// commands of the command language. It knows no concrete feature and no terminal.
/// The properties marked `@exclusivity(unchecked)` are read and written on every scripted line,
/// dozens of times (a `send` reaches them again from the store's observer): their run-time
/// exclusivity checks cost about a tenth of a line's instructions (measured with callgrind, see
/// docs/performance.md). The session is main-actor isolated, and none of them is held `inout`
/// across a call that can come back into the session, which is what the check guards against.
/// Debug builds of the tests keep the checks for every other property.
@MainActor
public final class Session {
  public let features: [Feature]
  @exclusivity(unchecked) public internal(set) var current: Feature {
    didSet { currentContext = contexts[current.name] }
  }
  public let renderer: Renderer
  /// What the session was started with; tests change a field mid-session (`@testable`).
  @exclusivity(unchecked) public internal(set) var configuration: SessionConfiguration
  private var contexts: [String: FeatureContext] = [:]
  /// The current feature's context, nil until its store is made (a prompt, or `-c quit`,
  /// makes none); looked up once per `use` rather than on every use of `host`.
  @exclusivity(unchecked) private(set) var currentContext: FeatureContext?
  /// Whether state diffs print after actions (`diff on|off`).
  @exclusivity(unchecked) public var showsDiffs = true
  /// Whether each command is followed by the decisions TCA made, as `why:` lines (`set notes
  /// on`, `--notes`; see `WhyNotes`).
  @exclusivity(unchecked) public var explainsDecisions = false
  /// The serial of the last action explained, so that a command run inside another (`source`,
  /// `play`) has its actions explained once.
  var explainedThrough = 0
  /// The recording `record FILE` runs, nil when none does.
  var recording: SessionRecording?
  /// Serials, command numbers and the journal behind `save`.
  @exclusivity(unchecked) var timeline = Timeline()
  /// The script line running now, for warnings (nil at a terminal).
  @exclusivity(unchecked) public var currentLine: Int?
  /// The command typed at a terminal running now, for what names it later (an effect it
  /// started and left running); nil in a script, where ``currentLine`` does.
  @exclusivity(unchecked) public var currentCommand: ParsedLine?
  /// The kind of error the last command failed with, nil when it did not fail with one (a
  /// sourced file's failure is its line's): a script stops at a left-out secret (see `Runner`).
  @exclusivity(unchecked) public internal(set) var lastFailureKind: ShellError.Kind?
  /// The running line's `send` name, resolved once for masking, running and the journal.
  @exclusivity(unchecked) var resolvedSend: ResolvedSendName?
  /// Runtime warnings reported during the current command, not printed yet (see ``warn(_:)``).
  @exclusivity(unchecked) var heldWarnings: [String] = []
  /// Runtime warnings reported from any thread and not yet taken in (see ``issueHandler``).
  nonisolated let reportedIssues = Locked<[String]>([])
  /// Set after a report is queued, so that the look after every action line takes no lock
  /// when nothing was reported (nearly always).
  nonisolated let hasReportedIssues = Atomic<Bool>(false)

  /// The `date` and `uuid` dependencies every store reads (`--date`, `--uuid`, `set date`).
  public let dependencies: DependencySettings

  /// What scripts must assert: as an exhaustive `TestStore` or only what they say (see
  /// `ExhaustiveChecker`).
  @exclusivity(unchecked) public var exhaustive = ExhaustiveChecker()

  /// Starts at the feature named `initial`; throws when no feature has that name.
  public init(
    features: [Feature], initial: String, renderer: Renderer,
    configuration: SessionConfiguration = SessionConfiguration()
  ) throws(ShellError) {
    if let problem = FeatureNames.problem(features.map(\.name)) { throw ShellError(problem) }
    guard let feature = features.first(where: { $0.name == initial }) else {
      throw Session.unknownFeature(initial, in: features)
    }
    self.features = features
    self.current = feature
    self.renderer = renderer
    self.configuration = configuration
    dependencies = DependencySettings(date: configuration.date, uuid: configuration.uuid)
    exhaustive.isOn = configuration.exhaustive
    // Said once at the start: a misplaced key would otherwise only show as a sheet where the
    // view shows something else.
    for feature in features {
      for problem in feature.presentationStyleProblems {
        renderer.warning("\(feature.name): presentationStyles: \(problem)", line: nil)
      }
    }
  }

  /// A session printing text to `output`.
  public convenience init(
    features: [Feature], initial: String, output: Output,
    configuration: SessionConfiguration = SessionConfiguration()
  ) throws(ShellError) {
    try self.init(
      features: features, initial: initial, renderer: TextRenderer(output: output),
      configuration: configuration)
  }

  /// The clock effects sleep on with `--clock test`, nil for the real clock.
  var testClock: TestClock? { configuration.testClock }

  /// The name the shell goes by in what it writes about itself.
  var program: ProgramName { configuration.program }

  /// The store of the current feature, made on first use.
  public var host: any FeatureHost { context.host }

  var context: FeatureContext {
    if let currentContext { return currentContext }
    let context = context(for: current)
    currentContext = context
    return context
  }

  /// Cancels what every feature still has running (the shell is leaving).
  public func cancelAllEffects() {
    for context in contextsInUse { context.host.cancelAllEffects() }
  }

  /// The features whose stores were made so far.
  var contextsInUse: [FeatureContext] { features.compactMap { contexts[$0.name] } }

  func context(for feature: Feature) -> FeatureContext {
    if let context = contexts[feature.name] { return context }
    let host = withDependencies {
      if let testClock { $0.continuousClock = testClock }
      // Counted per feature, so that waits skip only this store's presented children.
      $0.navigationLifetimes = NavigationLifetimes()
      dependencies.install(into: &$0)
    } operation: {
      feature.makeHost()
    }
    let context = FeatureContext(
      feature: feature, host: host, logSize: configuration.logSize,
      uuidCount: dependencies.uuidCount)
    context.host.observer = { [unowned self, unowned context] event, state in
      self.recordEvent(event, state: state, in: context)
    }
    contexts[feature.name] = context
    return context
  }

  /// Reports a runtime warning from the architecture (an `ifLet` given an action for nothing
  /// presented, an effect's unhandled error) against the line that caused it.
  /// While a command runs the warning is held and printed after the action line it belongs to
  /// (TCA reports it while the reducer runs, before the store records the action), so that
  /// every warning sits in the same place.
  public func warn(_ message: String) {
    if exhaustive.isOn { exhaustive.warnings += 1 }
    if !timeline.isBetweenCommands {
      timeline.commandWarned = true
      heldWarnings.append(message)
    } else {
      renderer.warning(message, line: currentLine)
    }
  }

  /// Prints the warnings held since the last action line.
  func printHeldWarnings() {
    takeReportedIssues()
    let held = heldWarnings
    heldWarnings = []
    for message in held { renderer.warning(message, line: currentLine) }
  }

  /// Logs and prints one processed action.
  private func recordEvent(_ event: HostEvent, state: StateEntry, in context: FeatureContext) {
    let origin = timeline.record(
      event, state: state, feature: context.feature.name, uuidCount: dependencies.uuidCount,
      in: &context.log)
    exhaustive.observe(event, feature: context.feature.name, serial: timeline.lastSerial)
    renderer.action(
      event, origin: origin, number: context.log.position, feature: context.feature.name,
      showDiff: showsDiffs)
    printHeldWarnings()
    // Between commands nothing else will look: an effect that outlived its command's wait may
    // have presented an alert.
    if timeline.isBetweenCommands { showNewlyPresented(in: context) }
  }

  /// Runs one line. Effects started by a `send` are awaited before it returns (at most
  /// ``SessionConfiguration/effectTimeout``), so their received actions print before the next command.
  public func execute(_ line: String) async -> CommandResult {
    await execute(ParsedLine(line))
  }

  /// Runs a line already lexed and parsed.
  public func execute(_ line: ParsedLine) async -> CommandResult {
    await start(line).result()
  }

  /// Runs a line as far as it goes without waiting (see ``CommandStep``): what ``execute(_:)``
  /// does, for a runner that awaits only a line that has something to wait for.
  func start(_ line: ParsedLine) -> CommandStep<Never> {
    if recording != nil { recordCommand(line) }
    timeline.beginCommand()
    lastFailureKind = nil
    let command: Command
    do {
      guard let parsed = try line.command.get() else { return .done(endCommand(.ok)) }
      command = parsed
    } catch {
      return .done(endCommand(failure(error, in: line)))
    }
    let replay = replayText(command, line.code)
    let step: CommandStep<ShellError>
    do {
      step =
        type(of: command.base).stateBlock == .asserted
        ? try startAsserted(command.base, block: command.block)
        : try command.base.start(in: self)
    } catch {
      // A command can fail after it acted (its block names no field): what it did stays noted.
      return .done(endCommand(noted(command, replay: replay, failure(error, in: line))))
    }
    switch step {
    case .done(let result):
      return concluded(command, replay: replay, result)
    case .waiting(let rest):
      return .waiting { [self] in
        do throws(ShellError) {
          return await concluded(command, replay: replay, try await rest()).result()
        } catch {
          return endCommand(noted(command, replay: replay, failure(error, in: line)))
        }
      }
    }
  }

  /// After a command ran: the children it presented or let go of, and its entry in the
  /// journal behind `save`.
  private func concluded(_ command: Command, replay: String, _ result: CommandResult)
    -> CommandStep<Never>
  {
    // Leaving: nothing more will be shown, and a store no command used (`-c quit`) is not
    // made just to look for presented children.
    guard result != .quit else { return .done(endCommand(result)) }
    releaseVanishedFocus()
    showNewlyPresentedChildren()
    guard timeline.journal.isWatchingEffects else {
      return .done(endCommand(noted(command, replay: replay, result)))
    }
    return .waiting { [self] in
      await noteEndedEffects()
      return endCommand(noted(command, replay: replay, result))
    }
  }

  /// Notes a command that succeeded, or that acted and then failed its check (its actions are
  /// in effect, as a test store's are after a failed assertion), in the journal behind `save`.
  private func noted(_ command: Command, replay: String, _ result: CommandResult)
    -> CommandResult
  {
    if result == .ok || !timeline.commandSerials.isEmpty {
      var (base, replay) = (command.base, replay)
      if let moved = timeline.commandAdvancedShort {
        base = AdvanceCommand(duration: moved)
        replay = AdvanceCommand.replayText(moved)
      }
      timeline.journal.note(
        base, text: replay, feature: current.name, serials: timeline.commandSerials,
        effects: timeline.commandEffects,
        limit: configuration.logSize,
        isSecret: command.base.carriesSecret(in: self),
        choseByHistory: timeline.commandChoseByHistory, warned: timeline.commandWarned,
        waitRanOut: timeline.commandWaitRanOut)
    }
    return result
  }

  private func failure(_ error: ShellError, in line: ParsedLine) -> CommandResult {
    lastFailureKind = error.kind
    return .failed(error.message + Comment.stackIDNote(in: line.text))
  }

  /// The command is over: its held warnings print, and what follows is between commands.
  private func endCommand(_ result: CommandResult) -> CommandResult {
    printHeldWarnings()
    if explainsDecisions { explainDecisions() }
    timeline.endCommand()
    forgetResolvedSend()
    return result
  }

  /// Effects the command cancelled (`send stop`) end once they get a turn: giving them one
  /// now ties their end to this command's actions, for `save`.
  private func noteEndedEffects() async {
    for _ in 0..<3 { await Task.yield() }
    timeline.journal.noteEndedEffects(lastSerial: timeline.lastSerial)
  }

  static func unknownFeature(_ name: String, in features: [Feature]) -> ShellError {
    let names = features.map(\.name)
    return ShellError(
      "unknown feature '\(ShellError.shown(name))'\(Suggestion.hint(for: name, in: names)) (features: \(names.joined(separator: ", ")))"
    )
  }
}

extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
