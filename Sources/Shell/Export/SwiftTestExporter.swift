import Composable
import Foundation

/// Which test framework `save --swift` writes for.
public enum SwiftTestStyle: Equatable, Sendable {
  /// `XCTestCase` (the default, `--xctest`).
  case xctest
  /// Swift Testing's `@Test` (`--swift-testing`).
  case swiftTesting
}

/// Writes a session as a Swift test over `ComposableTesting`'s `TestStore`: one test per
/// feature used, each `send` with the state changes its action made
/// (`await store.send(.increment) { $0.count = 1 }`), each action effects sent back as
/// `await store.receive(...)`, `advance` as the test clock's, the dependencies in force in
/// `withDependencies`, and each secret as a name the user defines.
struct SwiftTestExporter {
  let style: SwiftTestStyle
  /// The test's type name, from the file name (`LoginSessionTests`).
  let testName: String
  let dependencies: (date: Date?, uuid: DependencySettings.UUIDMode, testClock: Bool)
  var expression: SwiftExpression
  /// Set while writing a step that needs `exhaustivity = .off` (see `collect`).
  var looseStep = false

  init(
    style: SwiftTestStyle, testName: String,
    dependencies: (date: Date?, uuid: DependencySettings.UUIDMode, testClock: Bool)
  ) {
    self.style = style
    self.testName = testName
    self.dependencies = dependencies
    self.expression = SwiftExpression(secretsNamespace: testName + "Secrets")
  }

  /// A feature's part of the session: its initial state and its commands in effect.
  struct FeatureSession {
    let name: String
    let initialState: Any
    /// Where the test finds the feature's registration, when its initial state is the one the
    /// session started from; nil: the state is written out.
    let registry: FeatureRegistry?
    let steps: [Session.RecordedStep]
  }

  mutating func file(_ sessions: [FeatureSession]) throws(ShellError) -> String {
    var tests: [String] = []
    for session in sessions { tests.append(try test(session)) }
    var modules = Set(["Composable", "ComposableTesting", "Foundation"])
    modules.insert(style == .xctest ? "XCTest" : "Testing")
    // A feature's module is imported `@testable`, as TCA's tests import an app's: its reducer,
    // its state's memberwise initializers and its types are usually internal.
    var features = Set<String>()
    for session in sessions {
      let qualified = String(reflecting: type(of: session.initialState))
      if let module = qualified.split(separator: ".").first { features.insert(String(module)) }
    }
    for case let registry? in sessions.map(\.registry) { features.insert(registry.module) }
    modules.subtract(features)
    var lines = [
      "// Exported by tca-shell \(ShellOptions.version) (save --swift): a session of \(sessions.map(\.name).joined(separator: ", ")) as a TestStore test.",
      "// Dependencies: \(dependencyNote); the others are live, as in the shell.",
    ]
    if !expression.memberwiseInitializers.isEmpty {
      lines += [
        "// Structs are built with their memberwise initializers: \(expression.memberwiseInitializers.joined(separator: ", ")).",
        "// One whose own init hides its memberwise one (tca-shell cannot see initializers) needs its calls changed here.",
      ]
    }
    if !expression.secrets.isEmpty {
      lines += [
        "// Secrets are not exported. Define them before running this test, e.g. in another file:",
        "//",
        "//   enum \(expression.secretsNamespace) {",
      ]
      for secret in expression.secrets {
        lines.append("//     static let \(secret.name): \(secret.type) = \"…\"  // \(secret.note)")
      }
      lines.append("//   }")
    }
    lines += modules.union(features).sorted().map {
      features.contains($0) ? "@testable import \($0)" : "import \($0)"
    }
    lines.append("")
    switch style {
    case .xctest:
      lines += ["@MainActor", "final class \(testName): XCTestCase {"]
    case .swiftTesting:
      lines += ["@MainActor", "struct \(testName) {"]
    }
    lines.append(tests.joined(separator: "\n"))
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private var dependencyNote: String {
    var notes: [String] = []
    if let date = dependencies.date { notes.append("date \(DependencySettings.text(date))") }
    if dependencies.uuid == .incrementing { notes.append("uuid incrementing") }
    if dependencies.testClock { notes.append("a test clock") }
    return notes.isEmpty ? "none fixed" : notes.joined(separator: ", ")
  }

  private mutating func test(_ session: FeatureSession) throws(ShellError) -> String {
    let stateType = typeName(type(of: session.initialState))
    let reducer =
      stateType.hasSuffix(".State") ? String(stateType.dropLast(".State".count)) : "Reducer"
    let name = session.name.split(separator: "-").enumerated().map { index, part in
      index == 0 ? String(part) : part.prefix(1).uppercased() + part.dropFirst()
    }.joined()
    var body: [String] = []
    if dependencies.testClock { body.append("let clock = TestClock()") }
    // The registration's own initial state: built with the initializers it calls, which a
    // struct's own `init` cannot hide, as a written-out value's memberwise calls can.
    let initial: String
    if let registry = session.registry {
      initial =
        "\(registry.expression).initialState(of: \(String(reflecting: session.name)), as: \(stateType).self)"
    } else {
      initial = try expression.write(session.initialState, indent: "    ", note: "initial state")
    }
    body.append("let store = TestStore(")
    body.append("  initialState: \(initial),")
    body.append("  reducer: \(reducer)(),")
    var prepare = ["$0.context = .live"]
    if let date = dependencies.date {
      prepare.append(
        "$0.date = .constant(\(SwiftExpression.date(date)))")
    }
    if dependencies.uuid == .incrementing { prepare.append("$0.uuid = .incrementing") }
    if dependencies.testClock { prepare.append("$0.continuousClock = clock") }
    body.append("  withDependencies: {")
    body += prepare.map { "    " + $0 }
    // No `reportFailure:` for Swift Testing either: the test store records its failures in the
    // framework that is running (ComposableTesting's FailureRoute).
    body.append("  }")
    body.append(")")
    for step in session.steps {
      if let duration = step.clockAdvance {
        body.append("await clock.advance(by: \(SwiftExpression.duration(duration)))")
      }
      for action in step.actions {
        let call: String
        if action.origin == .received {
          call = "await store.receive(\(try received(action.action)))"
        } else {
          let command = step.bareText.split(separator: " ").prefix(2).joined(separator: " ")
          call =
            "await store.send(\(try expression.write(action.action, note: "sent with '\(command)'")))"
        }
        looseStep = false
        let changes = try assignments(before: action.stateBefore, after: action.stateAfter)
        // A secret the system made (a token) cannot be written: this step asserts the
        // fields around it on the actual state, as a non-exhaustive TestStore does.
        if looseStep { body.append("store.exhaustivity = .off") }
        if changes.isEmpty {
          body.append(call)
        } else {
          body.append(call + " {")
          body += changes.map { Self.indented($0, by: "  ") }
          body.append("}")
        }
        if looseStep { body.append("store.exhaustivity = .on") }
      }
    }
    let function =
      style == .xctest
      ? "func test\(name.prefix(1).uppercased() + name.dropFirst())() async {"
      : "@Test func \(name)() async {"
    return (["  " + function] + body.map { Self.indented($0, by: "    ") } + ["  }"])
      .joined(separator: "\n")
  }

  /// What `store.receive(…)` is given for a received action: the action itself when it is
  /// `Equatable` and writable; for one that is not `Equatable`, TCA's case key path form
  /// (`\.response.success, ["a"]`, or `\.finished` for a case without payload) when its type is
  /// `CasePathable` and the payload is `Equatable` and writable; otherwise a closure matching
  /// its cases (`{ if case .response(.success(_)) = $0 { true } else { false } }`).
  private mutating func received(_ action: Any) throws(ShellError) -> String {
    let matcher =
      "{ if case \(SwiftExpression.casePattern(action)) = $0 { true } else { false } }"
    guard !SwiftExpression.isEquatable(action) else {
      return SwiftExpression.isPlain(action)
        ? try expression.write(action, note: "received") : matcher
    }
    guard let (path, payload) = SwiftExpression.caseKeyPath(action) else { return matcher }
    guard let payload else { return path }
    guard SwiftExpression.isEquatable(payload), SwiftExpression.isPlain(payload) else {
      return matcher
    }
    return path + ", " + (try expression.write(payload, note: "received"))
  }

  /// The test type's name for the file it is written to: the base name's words joined
  /// UpperCamelCase, with `Session` before a leading digit and `Tests` after it unless it ends
  /// so (`class.swift` → `ClassTests`, `2 runs.swift` → `Session2RunsTests`,
  /// `LoginSessionTests.swift` → `LoginSessionTests`). Always a valid Swift type name: never a
  /// keyword, and never the name of the reducer or state it tests.
  static func testTypeName(forFile path: String) -> String {
    var base = path.split(separator: "/").last.map(String.init) ?? path
    if base.hasSuffix(".swift") { base.removeLast(".swift".count) }
    let words = base.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if name.first?.isNumber ?? true { name = "Session" + name }
    return name.hasSuffix("Tests") ? name : name + "Tests"
  }

  /// Every line of `text` moved right by `prefix` (blank lines stay empty).
  static func indented(_ text: String, by prefix: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : prefix + $0 }.joined(separator: "\n")
  }
}

extension Session {
  /// `save --swift FILE [--xctest|--swift-testing]`.
  func saveSwift(to path: String, style: SwiftTestStyle) throws(ShellError) {
    let steps = try recordedSteps(flag: "--swift")
    let path = ScriptFile.expandingTilde(path)
    guard !steps.isEmpty else {
      throw ShellError("nothing to export: no send, tap or dismiss is in effect")
    }
    try checkExportable(steps, flag: "--swift")
    let testName = SwiftTestExporter.testTypeName(forFile: path)
    var exporter = SwiftTestExporter(
      style: style, testName: testName,
      dependencies: (dependencies.date, dependencies.uuid, testClock != nil))
    var order: [String] = []
    for step in steps where !order.contains(step.feature) { order.append(step.feature) }
    let sessions = order.compactMap { name -> SwiftTestExporter.FeatureSession? in
      guard let feature = features.first(where: { $0.name == name }) else { return nil }
      let initialState = context(for: feature).log.initialState
      return .init(
        name: name, initialState: initialState,
        registry: registryStarting(feature, at: initialState),
        steps: steps.filter { $0.feature == name })
    }
    // Written whole or not at all: a value with no Swift form refuses before the file exists.
    // A state's own initializers run while writing it (to see what each makes): with the
    // session's dependencies, as the session's reducers ran them.
    let written = withSessionDependencies {
      Result { () throws(ShellError) in try exporter.file(sessions) }
    }
    let text = try written.get()
    try ScriptFile.write(text, to: path)
    var saved =
      "Saved \(Wording.count(steps.count, "command")) as a Swift test (\(testName)) to \(path)."
    // The runtime cannot see initializers: whether these exist is for the user to check, and
    // the line says so rather than "Saved" alone.
    let calls = exporter.expression.memberwiseInitializers
    if !calls.isEmpty {
      saved +=
        "\nIt calls \(calls.count == 1 ? "a memberwise initializer" : "\(calls.count) memberwise initializers") tca-shell cannot check: \(calls.joined(separator: ", ")); a struct whose own init hides its memberwise one needs its calls changed (the file's first lines list them)."
    }
    renderer.text(saved)
  }

  /// The registry a test reaches `feature` through, when the session's feature started from
  /// what its registration gives (evaluated again here under the session's dependencies, so a
  /// `uuid` or `date` in it is the one the session saw); nil when there is none, or the state
  /// differs (a test then starts from the state written out).
  private func registryStarting(_ feature: Feature, at initialState: Any) -> FeatureRegistry? {
    guard let registry = configuration.featureRegistry else { return nil }
    let registered = withSessionDependencies { feature.initialState(as: Any.self) }
    return isEqualValues(registered, initialState)
      || customDump(registered) == customDump(initialState) ? registry : nil
  }

  /// `body`'s result, run with the dependencies the session's stores have (its clock, its fixed
  /// date and uuid generator), for state code run outside a store.
  private func withSessionDependencies<R>(_ body: () -> R) -> R {
    withDependencies {
      if let testClock { $0.continuousClock = testClock }
      dependencies.install(into: &$0)
    } operation: {
      body()
    }
  }
}
