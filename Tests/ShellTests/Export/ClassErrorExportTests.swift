import Composable
import Foundation
import ShellHosting
import XCTest

@testable import Shell

/// `save --swift` of a state whose `[any Error]` holds class instances: a class of the
/// feature's own is refused in one line, an `NSError` is written through its initializer; the
/// cast that told them apart crashed the shell (swift_dynamicCast, exit 139).
@MainActor
final class ClassErrorExportTests: XCTestCase {
  final class Failure: Error, @unchecked Sendable {
    let why: String
    init(why: String) { self.why = why }
  }

  struct Errors: Reducer {
    struct State: Equatable {
      var errors: [any Error] = []
      static func == (lhs: Self, rhs: Self) -> Bool { lhs.errors.count == rhs.errors.count }
    }
    enum Action { case failClass, failNSError }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .failClass: state.errors.append(Failure(why: "x"))
      case .failNSError: state.errors.append(NSError(domain: "D", code: 3))
      }
      return .none
    }
  }

  let errors = Feature(Errors(), name: "errors", initialState: Errors.State())

  func testAClassErrorInAnArrayOfErrorsIsRefusedInOneLine() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("class-error-\(UUID().uuidString).swift")
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try await runScript(
      "send failClass\nsave --swift \(file.path)", features: [errors], initial: "errors")
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.errors.hasPrefix("line 2: save --swift cannot write"), run.errors)
    XCTAssertEqual(run.errors.split(separator: "\n").count, 1, run.errors)
    XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
  }

  func testAnNSErrorInAnArrayOfErrorsIsWrittenThroughItsInitializer() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("nserror-\(UUID().uuidString).swift")
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try await runScript(
      "send failNSError\nsave --swift \(file.path)", features: [errors], initial: "errors")
    XCTAssertEqual(run.status, 0, run.errors)
    let text = try String(contentsOf: file, encoding: .utf8)
    XCTAssertTrue(text.contains("NSError(domain: \"D\", code: 3)"), text)
  }
}
