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
  /// The running command's number; actions that arrive between commands get one each.
  private var commandNumber: Int?
  private var nextCommandNumber = 1
  var journal = Journal()
  /// The script line running now, for warnings (nil at a terminal).
  public var currentLine: Int?
  /// Wraps every wait for effects (`send`, `tap`, `dismiss`, `wait`, `advance`): an interactive
  /// terminal shows a spinner and lets Ctrl-C stop the wait (see `EffectWaiter`); a script just
  /// runs it.
  public var waitingForEffects:
    @MainActor (_ wait: @escaping @MainActor () async -> Void) async -> Void = {
      await $0()
    }

  /// How long `send`, `tap`, `dismiss` and `advance` wait for the effects they start
  /// (`--effect-timeout`).
  public var effectTimeout: Duration = .seconds(5)

  /// The clock effects sleep on when the shell runs with `--clock test` (moved by `advance`);
  /// nil for the real clock.
  public var testClock: TestClock?

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
  public func warn(_ message: String) {
    renderer.warning(message, line: currentLine)
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
    renderer.action(
      event, origin: origin, number: context.log.position, feature: context.feature.name,
      showDiff: showsDiffs)
    // Between commands nothing else will look: an effect that outlived its command's wait may
    // have presented an alert.
    if commandNumber == nil { showNewlyPresented(in: context) }
  }

  /// Runs one line. Effects started by a `send` are awaited before it returns (at most
  /// ``effectTimeout``), so their received actions print before the next command.
  public func execute(_ line: String) async -> CommandResult {
    commandSerials = []
    sendOrigin = .sent
    commandNumber = nextCommandNumber
    nextCommandNumber += 1
    defer { commandNumber = nil }
    do {
      guard let command = try Command.parse(line) else { return .ok }
      let result = try await run(command)
      if result == .ok {
        journal.note(
          command, text: line, feature: current.name, serials: commandSerials, limit: logSize,
          isSecret: carriesSecret(command))
      }
      return result
    } catch {
      return .failed(error.message)
    }
  }

  private func run(_ command: Command) async throws(ShellError) -> CommandResult {
    switch command {
    case .features:
      let width = features.map(\.name.count).max() ?? 0
      renderer.text(
        features.map { feature in
          let mark = feature.name == current.name ? "*" : " "
          return "\(mark) \(feature.name.padding(width))  \(feature.summary)"
        }.joined(separator: "\n"))
    case .use(let name):
      guard let feature = features.first(where: { $0.name == name }) else {
        throw Session.unknownFeature(name, in: features)
      }
      current = feature
    case .send(let name, let arguments):
      let host = self.host
      let action = try ActionResolver.resolve(
        name: name, arguments: arguments, in: host.actions, feature: current.name)
      let task: StoreTask
      do {
        task = try host.send(caseAt: action.indices, values: action.values)
      } catch let error as ArgumentError {
        throw ShellError("\(name): \(error.message)")
      } catch {
        throw ShellError("\(name): \(error)")
      }
      await settle(task, in: host)
      showNewlyPresented()
    case .alert, .dialog:
      showPresented(command == .alert ? .alert : .confirmationDialog)
    case .tap(let target):
      try await tap(target)
    case .dismiss:
      try await dismiss()
    case .wait(let limit):
      await wait(limit)
      showNewlyPresented()
    case .cancel:
      await cancelEffects()
      showNewlyPresented()
    case .advance(let duration):
      try await advance(by: duration)
      showNewlyPresented()
    case .state(let path, let full):
      let value = path == nil ? host.state : try StatePath.value(at: path!, in: host.state)
      renderer.text(StateDump.text(value, full: full))
    case .actions:
      renderer.text(
        Self.actionLines(host.actions, prefix: "").map { "  " + $0 }.joined(separator: "\n"))
    case .expect(let path, let expected):
      if let failure = try Expectation.check(path: path, expected: expected, in: host.state) {
        return .failed(failure)
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
    case .save(let path):
      try save(to: path)
    case .set(let name, let value):
      try set(name, value)
    case .help(let topic):
      try help(topic)
    case .source(let path):
      return await source(path, depth: 1)
    case .quit:
      return .quit
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
