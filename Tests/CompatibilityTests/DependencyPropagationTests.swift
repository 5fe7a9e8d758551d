import Composable
import Foundation
import XCTest

/// Models (not reducers) that hold `@Dependency`s keep the values they were made with, and hand
/// them on with `withDependencies(from:)`, as swift-dependencies documents for observable models.
@MainActor
final class NotesModel {
  @Dependency(\.date.now) var now
  @Dependency(\.uuid) var uuid
  var notes: [NoteModel] = []

  func addNoteButtonTapped() {
    let note = withDependencies(from: self) {
      NoteModel()
    }
    note.id = uuid()
    notes.append(note)
  }
}

@MainActor
final class NoteModel {
  @Dependency(\.date.now) var now
  var id: UUID?

  func stamp() -> Date { now }
}

/// A model with no `@Dependency` at all: it has nothing to hand on.
@MainActor
final class PlainModel {}

@MainActor
final class DependencyPropagationTests: XCTestCase {
  let morning = Date(timeIntervalSince1970: 1_800_000_000)

  func testAModelKeepsTheDependenciesItWasMadeWith() async {
    let model = withDependencies {
      $0.date = .constant(morning)
    } operation: {
      NotesModel()
    }
    XCTAssertEqual(model.now, morning)
  }

  func testWithDependenciesFromHandsThemToAChildModel() async {
    let model = withDependencies {
      $0.date = .constant(morning)
      $0.uuid = .incrementing
    } operation: {
      NotesModel()
    }
    model.addNoteButtonTapped()
    model.addNoteButtonTapped()
    XCTAssertEqual(model.notes.map { $0.stamp() }, [morning, morning])
    XCTAssertEqual(
      model.notes.map(\.id),
      [
        UUID(uuidString: "00000000-0000-0000-0000-000000000000"),
        UUID(uuidString: "00000000-0000-0000-0000-000000000001"),
      ])
  }

  func testTheUpdateClosureChangesTheHandedOnValues() async {
    let evening = morning.addingTimeInterval(12 * 3600)
    let model = withDependencies {
      $0.date = .constant(morning)
    } operation: {
      NotesModel()
    }
    let note = withDependencies(from: model) {
      $0.date = .constant(evening)
    } operation: {
      NoteModel()
    }
    XCTAssertEqual(note.stamp(), evening)
  }

  func testAModelWithoutDependenciesIsReported() async {
    let issues = Locked<[String]>([])
    let previous = IssueReporter.install { message in issues.withLock { $0.append(message) } }
    defer { IssueReporter.install(previous) }
    _ = withDependencies(from: PlainModel()) {
      NoteModel()
    }
    XCTAssertEqual(issues.withLock { $0.count }, 1)
    XCTAssertTrue(
      issues.withLock { $0.first?.contains("'PlainModel' has no @Dependency property") } == true)
  }
}

/// `unimplemented(...)` endpoints, the usual `testValue` of a dependency client.
@MainActor
final class UnimplementedEndpointTests: XCTestCase {
  struct FeatureFlags: Sendable {
    var isEnabled: @Sendable (String) -> Bool
    var refresh: @Sendable () async throws -> Int
  }

  func testAnEndpointReportsItsNameAndAnswersThePlaceholderOrThrows() async {
    let flags = FeatureFlags(
      isEnabled: unimplemented("FeatureFlags.isEnabled", placeholder: false),
      refresh: unimplemented("FeatureFlags.refresh"))
    let issues = Locked<[String]>([])
    let previous = IssueReporter.install { message in issues.withLock { $0.append(message) } }
    defer { IssueReporter.install(previous) }

    XCTAssertFalse(flags.isEnabled("search"))
    do {
      _ = try await flags.refresh()
      XCTFail("an unimplemented endpoint that can throw throws")
    } catch {
      XCTAssertEqual(error as? UnimplementedFailure, UnimplementedFailure("FeatureFlags.refresh"))
    }
    XCTAssertEqual(
      issues.withLock { $0 },
      ["Unimplemented: 'FeatureFlags.isEnabled'", "Unimplemented: 'FeatureFlags.refresh'"])
  }
}
