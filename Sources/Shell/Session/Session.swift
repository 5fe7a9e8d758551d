import Composable

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
@MainActor
public final class Session {
  public let features: [Feature]
  public private(set) var current: Feature
  public let renderer: Renderer
  let logSize: Int
  private var contexts: [String: FeatureContext] = [:]
  /// Whether state diffs print after actions (`diff on|off`).
  public var showsDiffs = true
  /// Where actions come from while a command runs (`tap` marks its actions as tapped).
  var sendOrigin: LogOrigin = .sent
  var nextSerial = 1
  /// Serials of the actions the running command produced.
  var commandSerials: [Int] = []
  /// The effects the running command started (for `save`: whether the shell later cut them off).
  var commandEffects: [StoreTask] = []
  /// Whether the running `tap` or `dismiss` chose among several presented items.
  var commandChoseByHistory = false
  /// The running command's number; actions that arrive between commands get one each.
  private var commandNumber: Int?
  private var nextCommandNumber = 1
  var journal = Journal()
  /// Focus and shown children, per feature (see Session+Navigation.swift).
  var navigation = NavigationShellState()
  /// The script line running now, for warnings (nil at a terminal).
  public var currentLine: Int?
  /// Runtime warnings reported during the current command, not printed yet (see ``warn(_:)``).
  var heldWarnings: [String] = []
  /// Wraps every wait for effects (`send`, `tap`, `dismiss`, `wait`, `advance`): an interactive
  /// terminal shows a spinner and lets Ctrl-C stop the wait (see `EffectWaiter`); a script just
  /// runs it.
  public var waitingForEffects:
    @MainActor (_ wait: @escaping @MainActor () async -> Void) async -> Void = {
      await $0()
    }

  /// Asks a yes-or-no question (at a terminal: `save` over an existing file); nil where nobody
  /// can answer (a script), so the command refuses and names the flag that says yes.
  public var confirmOverwrite: (@MainActor (_ question: String) async -> Bool)?

  /// The terminal's width, read at each use (the window may be resized); nil where output is
  /// not a terminal, and `help` and `features` then print one line per entry.
  public var outputWidth: @MainActor () -> Int? = { nil }

  /// Whether a passing `expect` says so (at a terminal, where silence reads as nothing
  /// happening); scripts stay quiet.
  public var confirmsPassingExpectations = false

  /// How long `send`, `tap`, `dismiss` and `advance` wait for the effects they start
  /// (`--effect-timeout`).
  public var effectTimeout: Duration = .seconds(5)

  /// The clock effects sleep on when the shell runs with `--clock test` (moved by `advance`);
  /// nil for the real clock.
  public var testClock: TestClock?

  /// The `date` and `uuid` dependencies every store reads (`--date`, `--uuid`, `set date`).
  public let dependencies = DependencySettings()

  /// What scripts must assert: as an exhaustive `TestStore` or only what they say (see
  /// `ExhaustiveChecker`).
  public var exhaustive = ExhaustiveChecker()

  /// Starts at the feature named `initial`; throws when no feature has that name.
  /// `logSize` bounds each feature's action log (time travel).
  public init(
    features: [Feature], initial: String, renderer: Renderer, logSize: Int = 10_000
  ) throws(ShellError) {
    guard let feature = features.first(where: { $0.name == initial }) else {
      throw Session.unknownFeature(initial, in: features)
    }
    self.features = features
    self.current = feature
    self.renderer = renderer
    self.logSize = logSize
  }

  /// A session printing text to `output`.
  public convenience init(features: [Feature], initial: String, output: Output) throws(ShellError) {
    try self.init(features: features, initial: initial, renderer: TextRenderer(output: output))
  }

  /// The store of the current feature, made on first use.
  public var host: any FeatureHost { context.host }

  var context: FeatureContext { context(for: current) }

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
    let context = FeatureContext(feature: feature, host: host, logSize: logSize)
    context.host.observer = { [unowned self, unowned context] event in
      self.record(event, in: context)
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
    if commandNumber != nil {
      heldWarnings.append(message)
    } else {
      renderer.warning(message, line: currentLine)
    }
  }

  /// Prints the warnings held since the last action line.
  func printHeldWarnings() {
    let held = heldWarnings
    heldWarnings = []
    for message in held { renderer.warning(message, line: currentLine) }
  }

  /// Logs and prints one processed action.
  private func record(_ event: HostEvent, in context: FeatureContext) {
    let origin: LogOrigin = event.origin == .received ? .received : sendOrigin
    let serial = nextSerial
    nextSerial += 1
    commandSerials.append(serial)
    let command = commandNumber ?? nextCommandNumber
    if commandNumber == nil { nextCommandNumber += 1 }
    let dropped = context.log.record(
      action: event.action, origin: origin, stateAfter: event.stateAfter, serial: serial,
      command: command)
    journal.forget(dropped)
    exhaustive.observe(event, feature: context.feature.name)
    renderer.action(
      event, origin: origin, number: context.log.position, feature: context.feature.name,
      showDiff: showsDiffs)
    printHeldWarnings()
    // Between commands nothing else will look: an effect that outlived its command's wait may
    // have presented an alert.
    if commandNumber == nil { showNewlyPresented(in: context) }
  }

  /// Runs one line. Effects started by a `send` are awaited before it returns (at most
  /// ``effectTimeout``), so their received actions print before the next command.
  public func execute(_ line: String) async -> CommandResult {
    journal.noteEndedEffects(lastSerial: nextSerial - 1)
    commandSerials = []
    commandEffects = []
    commandChoseByHistory = false
    sendOrigin = .sent
    commandNumber = nextCommandNumber
    nextCommandNumber += 1
    defer {
      printHeldWarnings()
      commandNumber = nil
    }
    do {
      guard let command = try Command.parse(line) else { return .ok }
      let replay = replayText(command, line)
      let result: CommandResult
      switch command {
      case .send, .tap, .dismiss: result = try await runAsserted(command, block: nil)
      default: result = try await run(command)
      }
      releaseVanishedFocus()
      showNewlyPresentedChildren()
      await noteEndedEffects()
      if result == .ok {
        journal.note(
          command.core, text: replay, feature: current.name, serials: commandSerials,
          effects: commandEffects,
          limit: logSize,
          isSecret: carriesSecret(command), choseByHistory: commandChoseByHistory)
      }
      return result
    } catch {
      return .failed(error.message)
    }
  }

  /// Effects the command cancelled (`send stop`) end once they get a turn: giving them one
  /// now ties their end to this command's actions, for `save`.
  private func noteEndedEffects() async {
    guard journal.isWatchingEffects else { return }
    for _ in 0..<3 { await Task.yield() }
    journal.noteEndedEffects(lastSerial: nextSerial - 1)
  }

  func run(_ command: Command) async throws(ShellError) -> CommandResult {
    switch command {
    case .features:
      let width = features.map(\.name.count).max() ?? 0
      let columns = outputWidth()
      renderer.text(
        features.flatMap { feature in
          let mark = feature.name == current.name ? "*" : " "
          return TextWrap.lines(
            "\(mark) \(feature.name.padding(width))  \(feature.summary)", width: columns,
            indent: width + 4)
        }.joined(separator: "\n"))
    case .use(let name):
      guard let feature = features.first(where: { $0.name == name }) else {
        throw Session.unknownFeature(name, in: features)
      }
      current = feature
    case .send(let typedName, let typedArguments):
      let (name, arguments) = try navigationAction(typedName, typedArguments)
      let host = self.host
      let action: ResolvedAction
      do {
        action = try ActionResolver.resolve(
          name: name, arguments: arguments, in: host.actions, feature: current.name)
      } catch {
        throw ShellError(typedActionPaths(in: error.message, typed: typedName))
      }
      let task: StoreTask
      do {
        task = try host.send(caseAt: action.indices, values: action.values)
      } catch let error as ArgumentError {
        throw ShellError("\(name): \(error.message)")
      } catch {
        throw ShellError("\(name): \(error)")
      }
      commandEffects.append(task)
      await settle(task, in: host)
      showNewlyPresented()
    case .alert, .dialog:
      showPresented(command == .alert ? .alert : .confirmationDialog)
    case .tap(let target):
      try await tapAnywhere(target)
    case .dismiss:
      try await dismissAnywhere()
    case .wait(let limit):
      await wait(limit)
      showNewlyPresented()
    case .cancel:
      await cancelEffects()
      showNewlyPresented()
    case .advance(let duration):
      try await advance(by: duration)
      showNewlyPresented()
    case .state(let typedPath, let full):
      let path = absoluteStatePath(typedPath)
      let value = path == nil ? host.state : try StatePath.value(at: path!, in: host.state)
      renderer.text(StateDump.text(value, full: full))
    case .stateJSON(let typedPath):
      let path = absoluteStatePath(typedPath)
      let value = path == nil ? host.state : try StatePath.value(at: path!, in: host.state)
      renderer.stateValue(JSONValue(value), feature: current.name)
    case .actions:
      renderer.text(
        Self.actionLines(host.actions, prefix: "").map { "  " + $0 }.joined(separator: "\n"))
    case .expect(let typedPath, let expected, let negated):
      let path = absoluteStatePath(typedPath)!
      try Expectation.checkType(path: path, expected: expected, in: host.state, typesToo: false)
      let failure = try Expectation.check(path: path, expected: expected, in: host.state)
      if negated {
        guard failure != nil else {
          return .failed(Expectation.equalFailure(path: path, expected: expected, in: host.state))
        }
      } else if let failure {
        return .failed(failure)
      }
      if confirmsPassingExpectations {
        renderer.text("expect holds: \(path) \(negated ? "!=" : "==") \(expected)")
      }
    case .log:
      showLog()
    case .undo:
      guard let position = context.log.undoPosition else {
        throw ShellError("nothing to undo: the state is at the start of the log")
      }
      try travel(to: position, verb: "undo")
    case .redo:
      guard let position = context.log.redoPosition else {
        throw ShellError("nothing to redo: no action was undone")
      }
      try travel(to: position, verb: "redo")
    case .goto(let position):
      try travel(to: position, verb: "goto")
    case .reset:
      reset()
    case .save(let options):
      try await save(options)
    case .set(let name, let value):
      try set(name, value)
    case .help(let topic):
      try help(topic)
    case .source(let path):
      return await source(path, depth: 1)
    case .quit:
      return .quit
    case .stack:
      try showStack()
    case .pop(let number):
      try await pop(number)
      showNewlyPresented()
    case .focus(let target):
      try changeFocus(target)
    case .sheet:
      showLastChild()
    case .asserting(let command, let block):
      return try await runAsserted(command, block: block)
    case .receive(let path, let value, let block):
      return try await receive(path: path, value: value, block: block)
    case .exhaustive(let on):
      if let on {
        exhaustive.isOn = on
      } else {
        renderer.text("exhaustive \(exhaustive.isOn ? "on" : "off")")
      }
    case .finish:
      return await finish()
    }
    return .ok
  }

  static func actionLines(_ actions: [ActionDescription], prefix: String) -> [String] {
    actions.flatMap { action in
      action.isChild
        ? actionLines(action.children, prefix: prefix + action.name + ".")
        : [prefix + action.signature]
    }
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
