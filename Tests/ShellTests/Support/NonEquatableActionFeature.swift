import Composable

// A feature in today's TCA style whose `Action` is not `Equatable` (TCA allows it), only
// `@CasePathable` as `@Reducer` makes it (the conformance written out here, so that the file
// type-checks without the macro plugin): `NonEquatableActionExportTests` exports a session of
// it and type-checks the export against this file.

struct DownloadError: Error, Sendable {
  var code: Int
}

/// Not `Equatable`: received by a closure matching its case.
struct DownloadNote: Sendable {
  var count: Int
}

struct Downloads: Reducer {
  struct State: Equatable, Sendable {
    var items: [String] = []
    var notes = 0
    var done = false
  }
  enum Action: Sendable {
    case load
    case response(Result<[String], DownloadError>)
    case noted(DownloadNote)
    case finished
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .load:
      return .send(.response(.success(["a", "b"])))
    case .response(.success(let items)):
      state.items = items
      return .send(.noted(DownloadNote(count: items.count)))
    case .response(.failure):
      return .none
    case .noted(let note):
      state.notes = note.count
      return .send(.finished)
    case .finished:
      state.done = true
      return .none
    }
  }
}

extension Downloads.Action: CasePathable {
  struct AllCasePaths: Sendable {
    var load: CasePath<Downloads.Action, Void> {
      CasePath(
        embed: { .load },
        extract: {
          guard case .load = $0 else { return nil }
          return ()
        })
    }
    var response: CasePath<Downloads.Action, Result<[String], DownloadError>> {
      CasePath(
        embed: { .response($0) },
        extract: {
          guard case .response(let value) = $0 else { return nil }
          return value
        })
    }
    var noted: CasePath<Downloads.Action, DownloadNote> {
      CasePath(
        embed: { .noted($0) },
        extract: {
          guard case .noted(let value) = $0 else { return nil }
          return value
        })
    }
    var finished: CasePath<Downloads.Action, Void> {
      CasePath(
        embed: { .finished },
        extract: {
          guard case .finished = $0 else { return nil }
          return ()
        })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// A state whose only initializer takes no field of its own (`init(seed:)`, no field `seed`),
/// listed as `@ObservableState` lists it: no memberwise initializer exists to write it with.
struct Seeded: Reducer {
  struct State: Equatable, Sendable {
    var label: String
    var count: Int

    init(seed: Int) {
      self.label = "seed \(seed)"
      self.count = seed * 2
    }
  }
  enum Action: Equatable, Sendable { case bump }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

extension Seeded.State: _StateInitializerListing {
  static var _$initializers: [StateInitializer] {
    [
      StateInitializer(labels: ["seed"], fields: ["seed"]) { arguments in
        try? Self(seed: _stateInitializerArgument(arguments, 0))
      }
    ]
  }
}
