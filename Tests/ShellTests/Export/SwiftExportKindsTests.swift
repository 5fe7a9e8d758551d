import Composable
import Foundation
import ShellTestSupport
import XCTest

@testable import Shell

/// `save --swift` writes every value through its type's public API: a session of `ValueKinds`
/// (one field of each type the dumper shows by meaning) is exported, its expressions checked
/// against the forms TCA's tests and Foundation's initializers write, and the whole file
/// type-checked with the package's modules, as a user's test target would compile it.
@MainActor
final class SwiftExportKindsTests: XCTestCase {
  static let session = [
    "set uuid incrementing", "set date 2026-01-01T00:00:00Z",
    "send fill", "send setLink \"https://example.com/a b\"", "send setAPIKey \"sk-1\"",
    "send addRow title=A", "send addRow title=B",
    "send renameRow id=\"00000000-0000-0000-0000-000000000001\" title=C",
    "send push", "send path[id: 0].detail.rate stars=3", "send push", "send popAll",
    "send push", "send push", "pop", "pop",
    "send alertTapped", "dismiss", "send dialogTapped", "tap Cancel", "send noteFromEffect",
    "send binding.name \"N\"", "send binding.apiKey \"k2\"",
  ]

  /// Runs `lines` in a session of `feature`, then `save --swift`; the file's text, or the
  /// failure `save` gave.
  static func export(
    _ lines: [String], feature: Feature, style: String = "", file: String = "KindsTests.swift"
  ) async throws -> (text: String?, failure: String?, path: URL) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tca-shell-kinds-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent(file)
    let sink = Output(result: { _ in }, error: { _ in })
    let session = try Session(features: [feature], initial: feature.name, output: sink)
    for line in lines {
      let result = await session.execute(line)
      XCTAssertEqual(result, .ok, line)
    }
    let result = await session.execute("save --swift \(path.path) \(style)")
    if case .failed(let message) = result { return (nil, message, path) }
    return (try String(contentsOf: path, encoding: .utf8), nil, path)
  }

  static var kinds: Feature {
    Feature(ValueKinds(), name: "kinds", initialState: ValueKinds.State())
  }

  func testEachKindIsWrittenThroughItsPublicAPI() async throws {
    let export = try await Self.export(Self.session, feature: Self.kinds)
    let text = try XCTUnwrap(export.text, export.failure ?? "")
    for expected in [
      // Foundation's own initializers, each checked to rebuild the value.
      "$0.link = URL(string: \"https://example.com/a%20b\")!",
      "$0.relative = URL(string: \"b/c?q=1\", relativeTo: URL(string: \"https://example.com/a/\")!)!",
      "$0.opened = Date(timeIntervalSince1970: 1767225600.125)",
      "$0.price = Decimal(string: \"12.345\")!",
      "$0.delay = .milliseconds(1500)",
      "$0.zone = TimeZone(identifier: \"Europe/Paris\")!",
      "$0.locale = Locale(identifier: \"fr_FR\")",
      "calendar.firstWeekday = 2; return calendar }()",
      "$0.blob = Data([1, 2, 255])",
      "$0.small = -3", "$0.count = 7", "$0.ratio = 0.5", "$0.range = 2..<5",
      // A set and a dictionary in a fixed order, whatever order they hash in.
      "$0.tags = [\"a\", \"b\", \"c\"]", "$0.scores = [\"a\": 2, \"z\": 1]",
      "$0.pair = (label: \"b\", value: 2)",
      // The initial state: an identified array and a stack as TCA's tests build them.
      "rows: [], path: StackState(), name: \"\", apiKey: nil, alert: nil, dialog: nil, note: \"\", failure: nil)",
      // An identified array: whole when its ids change, by element when they do not.
      "$0.rows = [KindRow(id: UUID(uuidString: \"00000000-0000-0000-0000-000000000000\")!, title: \"A\", isDone: false)]",
      "$0.rows[id: UUID(uuidString: \"00000000-0000-0000-0000-000000000001\")!]?.title = \"C\"",
      // A stack: pushes and pops by id (`path[id:]`), a pushed element whole (it is an enum),
      // a kept one field by field through its case, as TCA 1.0's tests write it.
      "$0.path[id: 0] = .detail(KindDetail.State(rating: 0))",
      "$0.path[id: 0, case: /ValueKinds.Path.State.detail]?.rating = 3",
      "await store.send(.popAll) {\n      $0.path.pop(from: 0)\n    }",
      "$0.path[id: 3] = nil",
      // A binding action as TCA's tests send one.
      "await store.send(.binding(.set(\\.name, \"N\"))) {",
      "await store.send(.binding(.set(\\.apiKey, Redacted(KindsTestsSecrets.secret2)))) {",
      // The feature's module as TCA's tests import an app's: its types are usually internal.
      "import Foundation\n@testable import ShellTests\nimport XCTest\n",
      // A secret's declaration with its full type; one value, one name.
      "//     static let secret1: String = \"…\"  // sent with 'send setAPIKey'",
      "$0.apiKey = Redacted(KindsTestsSecrets.secret1)",
    ] {
      XCTAssertTrue(text.contains(expected), "missing \(expected) in:\n\(text)")
    }
    for storage in [
      ".storage", ".elements", "KeyPathBox", "_SwiftURL", "Dictionary()", "BindingAction(",
      "nextGeneration", "mounted", "sk-1", "k2\"", ": Redacted =",
    ] {
      XCTAssertFalse(text.contains(storage), "\(storage) in:\n\(text)")
    }
  }

  /// Each type the dumper shows by meaning (a `CustomDump…` conformance in Composable, and the
  /// collections it sorts) has its public form in the export: a type given such a dump later
  /// fails here until the writer knows its Swift form.
  func testEveryTypeDumpedByMeaningHasItsForm() async throws {
    let forms: [String: String] = [
      "UUID": "id: UUID(uuidString: \"00000000-0000-0000-0000-00000000000A\")!",
      "URL": "URL(string: \"https://example.com/a%20b\")!",
      "Data": "Data([1, 2, 255])", "Decimal": "Decimal(string: \"12.345\")!",
      "Locale": "Locale(identifier: \"fr_FR\")",
      "TimeZone": "TimeZone(identifier: \"Europe/Paris\")!",
      "Calendar": "Calendar(identifier: .gregorian)", "Duration": ".milliseconds(1500)",
      "Date": "Date(timeIntervalSince1970: 1767225600.125)",
      "AlertState": "$0.alert = AlertState {",
      "ConfirmationDialogState": "$0.dialog = ConfirmationDialogState(titleVisibility: .visible) {",
      "ButtonState": "ButtonState(role: .cancel) {", "TextState": "TextState(\"Pick\")",
      "PresentationState": "$0.dialog = nil",
      "BindingState":
        "await store.receive(.binding(.set(\\.$note, \"N2\"))) {\n      $0.note = \"N2\"",
      "BindingAction": ".binding(.set(\\.name, \"N\"))",
      "Redacted": "Redacted(KindsTestsSecrets.secret1)",
      "StackState": "path: StackState()", "StackElementID": "$0.path[id: 0] =",
      "IdentifiedArray": "$0.rows = [KindRow(", "Set": "$0.tags = [\"a\", \"b\", \"c\"]",
      "Dictionary": "$0.scores = [\"a\": 2, \"z\": 1]",
      "NSError": "$0.failure = NSError(domain: \"D\", code: 3)",
    ]
    let export = try await Self.export(Self.session, feature: Self.kinds)
    let text = try XCTUnwrap(export.text, export.failure ?? "")
    for (type, form) in forms {
      XCTAssertTrue(text.contains(form), "\(type): no \(form) in:\n\(text)")
    }
    var dumped: Set<String> = []
    for module in ["Composable", "CustomDump"] {
      let sources = TestPackage.root.appendingPathComponent("Sources/" + module)
      let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path))
      for case let file as String in files where file.hasSuffix(".swift") {
        let text = try String(
          contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
        for line in text.split(separator: "\n") where line.contains(": ") {
          let words = line.split(whereSeparator: { " :<{,".contains($0) })
          guard words.count > 2,
            ["extension", "struct"].contains(words.first == "public" ? words[1] : words[0]),
            line.contains("CustomDumpStringConvertible") || line.contains("CustomDumpReflectable")
              || line.contains("CustomDumpRepresentable")
          else { continue }
          dumped.insert(String(words.first == "public" ? words[2] : words[1]))
        }
      }
    }
    XCTAssertGreaterThanOrEqual(dumped.count, 18)
    XCTAssertEqual(dumped.subtracting(forms.keys), [], "dumped by meaning with no Swift form")
  }

  /// The strongest check: the export compiles against the package's modules, with the secrets
  /// it asks for declared as its comment says (XCTest and Swift Testing).
  func testTheExportTypeChecks() async throws {
    for (style, file) in [("", "KindsTests.swift"), ("--swift-testing", "KindsSTTests.swift")] {
      let export = try await Self.export(
        Self.session, feature: Self.kinds, style: style, file: file)
      let text = try XCTUnwrap(export.text, export.failure ?? "")
      let secrets = export.path.deletingLastPathComponent().appendingPathComponent("Secrets.swift")
      try Self.declaredSecrets(in: text).write(to: secrets, atomically: true, encoding: .utf8)
      let feature = TestPackage.root.appendingPathComponent(
        "Tests/ShellTests/Support/ValueKindsFeature.swift")
      let check = try Self.typeCheck([feature, export.path, secrets])
      XCTAssertEqual(check.status, 0, "\(file) does not compile:\n\(check.output)\n\(text)")
    }
  }

  func testAValueWithNoSwiftFormIsRefusedAndNothingIsWritten() async throws {
    let export = try await Self.export(
      ["send touch"], feature: Feature(Opaque(), name: "opaque", initialState: Opaque.State()))
    XCTAssertNil(export.text)
    XCTAssertEqual(
      export.failure,
      "save --swift cannot write a value of type URLComponents as Swift (initial state, at parts): no public initializer is known for it; nothing was saved"
    )
    XCTAssertFalse(FileManager.default.fileExists(atPath: export.path.path))
  }

  func testAStackWhoseIdsDoNotCountFromZeroIsBuiltByID() async throws {
    var stack = StackState<ValueKinds.Path.State>()
    stack.append(.detail(KindDetail.State()))
    stack.append(.detail(KindDetail.State(rating: 2)))
    stack.pop(from: StackElementID(generation: 0))
    stack.append(.detail(KindDetail.State(rating: 4)))
    var writer = SwiftExpression(secretsNamespace: "S")
    XCTAssertEqual(
      try writer.write(stack, note: "here"),
      "{ var stack = StackState<ValueKinds.Path.State>(); stack[id: 2] = .detail(KindDetail.State(rating: 4)); return stack }()"
    )
    XCTAssertEqual(
      try writer.write(
        StackState([ValueKinds.Path.State.detail(KindDetail.State())]), note: "here"),
      "StackState([.detail(KindDetail.State(rating: 0))])")
  }

  func testABindingOnABindingStateFieldNamesItsProjection() async throws {
    var writer = SwiftExpression(secretsNamespace: "S")
    XCTAssertEqual(
      try writer.write(ValueKinds.Action.binding(.set(\.$note, "x")), note: "here"),
      ".binding(.set(\\.$note, \"x\"))")
  }

  func testATypeIsNamedWithItsNestingAndGenericArgumentsWithoutModules() async throws {
    XCTAssertEqual(SwiftExpression.sourceTypeName(String.self), "String")
    XCTAssertEqual(
      SwiftExpression.sourceTypeName([String: [ValueKinds.Path.State]].self),
      "Dictionary<String, Array<ValueKinds.Path.State>>")
    XCTAssertEqual(
      SwiftExpression.sourceTypeName(Redacted<String>.self), "Redacted<String>")
  }

  func testAClassIsRefused() async throws {
    final class Box {}
    var writer = SwiftExpression(secretsNamespace: "S")
    XCTAssertThrowsError(try writer.write([Box()], note: "in the state at boxes")) { error in
      XCTAssertEqual(
        (error as? ShellError)?.message,
        "save --swift cannot write a value of type Box as Swift (in the state at boxes, at [0]): a class has no memberwise initializer; nothing was saved"
      )
    }
  }

  func testAnIdentifiedArrayKeyedByAnotherFieldIsRefused() async throws {
    let rows = IdentifiedArray(id: \KindRow.title, [KindRow(id: UUID(), title: "A")])
    var writer = SwiftExpression(secretsNamespace: "S")
    XCTAssertThrowsError(try writer.write(rows, note: "in the state at rows")) { error in
      XCTAssertEqual(
        (error as? ShellError)?.message,
        "save --swift cannot write a value of type IdentifiedArray<String, KindRow> as Swift (in the state at rows): its ids are not its elements' Identifiable ids, so no array literal rebuilds it; nothing was saved"
      )
    }
  }

  /// `enum KindsTestsSecrets { static let secret1: String = "…" }` from the export's comment,
  /// each value filled in.
  static func declaredSecrets(in text: String) -> String {
    let lines = text.split(separator: "\n").filter { $0.hasPrefix("//  ") }
      .map { $0.dropFirst(2).replacingOccurrences(of: "\"…\"", with: "\"filled in\"") }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `swiftc -typecheck` over `files` as one module named `ShellTests` (the export imports
  /// the feature's module, which is then this one), against the modules `swift build` made.
  static func typeCheck(_ files: [URL]) throws -> (status: Int32, output: String) {
    let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("Modules")
    let run = try ProcessRun.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      arguments: ["swiftc", "-typecheck", "-module-name", "ShellTests", "-I", modules.path]
        + files.map(\.path),
      stdin: Data())
    return (run.status, run.output + run.errors)
  }
}

/// A feature whose state holds a library struct with no public form the export knows.
struct Opaque: Reducer {
  struct State: Equatable, Sendable {
    var parts = URLComponents()
    var touched = false
  }
  enum Action: Equatable, Sendable { case touch }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.touched = true
    return .none
  }
}
