import Composable
import Foundation

@testable import Shell

// A user's feature as the findings describe it (/work/notes/user-findings.md): rows in an
// IdentifiedArray keyed by any Hashable id, a stack, a presented enum destination, plain arrays
// and secrets. Ids are made without dependencies so that scripts are deterministic.

/// A row keyed by `ID`.
struct IDRow<ID: Hashable & Codable & Sendable>: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    var id: ID
    var title: String
    var isRead = false
  }
  enum Action: Equatable, Sendable {
    case toggleRead
    case setTitle(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .toggleRead: state.isRead.toggle()
      case .setTitle(let title): state.title = title
      }
      return .none
    }
  }
}

/// Rows keyed by `ID`, two to start with.
struct IDShelf<ID: Hashable & Codable & Sendable>: Reducer {
  struct State: Equatable, Sendable {
    var rows: IdentifiedArray<ID, IDRow<ID>.State>
  }
  enum Action: Equatable, Sendable {
    case rows(IdentifiedAction<ID, IDRow<ID>.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: /Action.rows) { IDRow<ID>() }
  }
}

/// The same rows linked to their actions as TCA 1.0–1.3 wrote it: an element case with an id
/// and the row's action, `.forEach(\.rows, action: /Action.item(id:action:))`. The case is
/// named unlike the field on purpose: the shell links the two by their types.
struct IDShelfElementCase<ID: Hashable & Codable & Sendable>: Reducer {
  typealias State = IDShelf<ID>.State
  enum Action: Equatable, Sendable {
    case item(id: ID, action: IDRow<ID>.Action)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: /Action.item(id:action:)) { IDRow<ID>() }
  }
}

/// An id made of two values, written `ShelfSlot(shelf: 1, slot: "b")`.
struct ShelfSlot: Hashable, Codable, Sendable {
  var shelf: Int
  var slot: String
}

/// A tagged id that encodes itself as its raw `UUID`, as swift-tagged's `Tagged` does.
struct TaggedRowID: Hashable, Codable, Sendable {
  var raw: UUID
  init(raw: UUID) { self.raw = raw }
  init(from decoder: any Decoder) throws {
    raw = try decoder.singleValueContainer().decode(UUID.self)
  }
  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(raw)
  }
}

/// One id type under test: two ids, and how the shell's literal syntax writes the second (from
/// the documented value syntax, docs/your-own-feature.md "Values you can write").
struct IDKind {
  let name: String
  let feature: Feature
  let secondLiteral: String
}

func shelfUUID(_ n: Int) -> UUID {
  UUID(uuidString: "00000000-0000-0000-0000-" + String(repeating: "0", count: 11) + String(n))!
}

/// How the rows' actions are carried: TCA's `IdentifiedAction` (``IDShelf``) or TCA 1.0's
/// element case (``IDShelfElementCase``).
enum ElementActionForm: CaseIterable {
  case identifiedAction, elementCase
}

func idKind<ID: Hashable & Codable & Sendable>(
  _ name: String, _ first: ID, _ second: ID, secondLiteral: String,
  form: ElementActionForm = .identifiedAction
) -> IDKind {
  let rows: IdentifiedArray<ID, IDRow<ID>.State> = [
    IDRow<ID>.State(id: first, title: "One"), IDRow<ID>.State(id: second, title: "Two"),
  ]
  let state = IDShelf<ID>.State(rows: rows)
  switch form {
  case .identifiedAction:
    return IDKind(
      name: name, feature: Feature(IDShelf<ID>(), name: "shelf", initialState: state),
      secondLiteral: secondLiteral)
  case .elementCase:
    return IDKind(
      name: name + "-elementCase",
      feature: Feature(IDShelfElementCase<ID>(), name: "shelf", initialState: state),
      secondLiteral: secondLiteral)
  }
}

/// Every id type under test, in each action form (the TCA 1.x form first).
let idKinds: [IDKind] = ElementActionForm.allCases.flatMap { form in
  [
    idKind("Int", 7, 9, secondLiteral: "9", form: form),
    idKind(
      "UUID", shelfUUID(1), shelfUUID(2), secondLiteral: "\"\(shelfUUID(2).uuidString)\"",
      form: form),
    idKind("String", "one", "shelf \"2\".b]", secondLiteral: #""shelf \"2\".b]""#, form: form),
    idKind(
      "struct", ShelfSlot(shelf: 1, slot: "a"), ShelfSlot(shelf: 1, slot: "b"),
      secondLiteral: "ShelfSlot(shelf: 1, slot: \"b\")", form: form),
    idKind(
      "tagged", TaggedRowID(raw: shelfUUID(1)), TaggedRowID(raw: shelfUUID(2)),
      secondLiteral: "\"\(shelfUUID(2).uuidString)\"", form: form),
  ]
}

// MARK: - The bookshelf of the findings, cut down

struct ShelfBook: Equatable, Sendable {
  var title: String
}

struct ShelfDetail: Reducer {
  struct State: Equatable, Sendable {
    var title: String
    var rating = 0
  }
  enum Action: Equatable, Sendable {
    case rate(stars: Int)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rate(let stars): state.rating = stars
      }
      return .none
    }
  }
}

struct ShelfEdit: Reducer {
  struct State: Equatable, Sendable {
    var name = ""
    var pin: Redacted<String>?
  }
  enum Action: Equatable, Sendable {
    case setName(String)
    case setPin(Redacted<String>)
    case cancelTapped
  }
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .setName(let name): state.name = name
      case .setPin(let pin): state.pin = pin
      case .cancelTapped: return .run { [dismiss] _ in await dismiss() }
      }
      return .none
    }
  }
}

struct Shelf: Reducer {
  struct Destination: Reducer {
    enum State: Equatable, Sendable {
      case edit(ShelfEdit.State)
      /// A screen with no actions of its own.
      case note(String)
    }
    enum Action: Equatable, Sendable {
      case edit(ShelfEdit.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: /State.edit, action: /Action.edit) { ShelfEdit() }
    }
  }
  struct Path: Reducer {
    enum State: Equatable, Sendable {
      case detail(ShelfDetail.State)
    }
    enum Action: Equatable, Sendable {
      case detail(ShelfDetail.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: /State.detail, action: /Action.detail) { ShelfDetail() }
    }
  }
  struct State: Equatable, Sendable {
    var books: [ShelfBook] = []
    var rows: IdentifiedArrayOf<IDRow<UUID>.State> = []
    var note: String?
    var apiKey: Redacted<String>?
    var path = StackState<Path.State>()
    @PresentationState var destination: Destination.State?
  }
  enum Action: Equatable, Sendable {
    case addBook(String)
    case rename(index: Int, title: String)
    case setNote(String?)
    case setAPIKey(Redacted<String>)
    case openTapped(index: Int)
    case editTapped
    case noteTapped
    case rows(IdentifiedActionOf<IDRow<UUID>>)
    case path(StackAction<Path.State, Path.Action>)
    case destination(PresentationAction<Destination.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addBook(let title):
        state.books.append(ShelfBook(title: title))
        state.rows.append(IDRow<UUID>.State(id: shelfUUID(state.rows.count), title: title))
      case .rename(let index, let title):
        state.books[index].title = title
        state.rows[index].title = title
      case .setNote(let note): state.note = note
      case .setAPIKey(let key): state.apiKey = key
      case .openTapped(let index):
        state.path.append(.detail(ShelfDetail.State(title: state.books[index].title)))
      case .editTapped:
        state.destination = .edit(ShelfEdit.State())
      case .noteTapped:
        state.destination = .note("A note")
      case .rows, .path, .destination: break
      }
      return .none
    }
    .forEach(\.rows, action: /Action.rows) { IDRow<UUID>() }
    .forEach(\.path, action: /Action.path) { Path() }
    .ifLet(\.$destination, action: /Action.destination) { Destination() }
  }
}

let shelfFeature = Feature(Shelf(), name: "shelf", initialState: Shelf.State())
