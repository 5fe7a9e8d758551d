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
  private var hosts: [String: any FeatureHost] = [:]
  private let output: Output

  /// Starts at the feature named `initial`; throws when no feature has that name.
  public init(features: [Feature], initial: String, output: Output) throws(ShellError) {
    guard let feature = features.first(where: { $0.name == initial }) else {
      throw Session.unknownFeature(initial, in: features)
    }
    self.features = features
    self.current = feature
    self.output = output
  }

  /// The store of the current feature, made on first use.
  public var host: any FeatureHost { host(for: current) }

  private func host(for feature: Feature) -> any FeatureHost {
    if let host = hosts[feature.name] { return host }
    let host = feature.makeHost()
    host.observer = { [output] event in Self.render(event, to: output) }
    hosts[feature.name] = host
    return host
  }

  /// Runs one line. Effects started by a `send` are awaited before it returns, so their
  /// received actions print before the next command.
  public func execute(_ line: String) async -> CommandResult {
    do {
      guard let command = try Command.parse(line) else { return .ok }
      return try await run(command)
    } catch {
      return .failed(error.message)
    }
  }

  private func run(_ command: Command) async throws(ShellError) -> CommandResult {
    switch command {
    case .features:
      let width = features.map(\.name.count).max() ?? 0
      for feature in features {
        let mark = feature.name == current.name ? "*" : " "
        output.line("\(mark) \(feature.name.padding(width))  \(feature.summary)")
      }
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
        task = try host.send(path: action.path, values: action.values)
      } catch let error as ArgumentError {
        throw ShellError("\(name): \(error.message)")
      } catch {
        throw ShellError("\(name): \(error)")
      }
      await task.finish()
    case .state(let path):
      let value = path == nil ? host.state : try StatePath.value(at: path!, in: host.state)
      output.line(customDump(value))
    case .actions:
      for line in Self.actionLines(host.actions, prefix: "") { output.line("  " + line) }
    case .expect(let path, let expected):
      if let failure = try Expectation.check(path: path, expected: expected, in: host.state) {
        return .failed(failure)
      }
    case .help(let topic):
      try help(topic)
    case .quit:
      return .quit
    }
    return .ok
  }

  private func help(_ topic: String?) throws(ShellError) {
    guard let topic else {
      let width = CommandInfo.all.map(\.usage.count).max() ?? 0
      for info in CommandInfo.all { output.line("  \(info.usage.padding(width))  \(info.summary)") }
      output.line("Lines starting with # are comments. 'help COMMAND' explains one command.")
      return
    }
    guard let info = CommandInfo.named(topic) else {
      let names = CommandInfo.all.map(\.name)
      throw ShellError(
        "no command '\(ShellError.shown(topic))'\(Suggestion.hint(for: topic, in: names)) (commands: \(names.joined(separator: ", ")))"
      )
    }
    output.line("usage: \(info.usage)")
    output.line("  \(info.summary)")
    output.line("example: \(info.example)")
  }

  static func actionLines(_ actions: [ActionDescription], prefix: String) -> [String] {
    actions.flatMap { action in
      action.isChild
        ? actionLines(action.children, prefix: prefix + action.name + ".")
        : [prefix + action.signature]
    }
  }

  /// Prints one processed action as TCA's `_printChanges` does: received actions get a
  /// `received action:` heading; the action dumped and indented; then the diff or
  /// `(No state changes)`.
  static func render(_ event: HostEvent, to output: Output) {
    if event.origin == .received { output.line("received action:") }
    output.line(indented(customDump(event.action)))
    if let change = diff(event.stateBefore, event.stateAfter) {
      output.diff(change)
    } else {
      output.line("  (No state changes)")
    }
  }

  static func indented(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "\n")) else { return "  " + text }
    return "  "
      + text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
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
