import Composable
import Foundation
import Shell

/// A reducer written as a TCA user writes one, with a payload of every value kind the shell
/// reads (issues 6–10, 14 and 20 of the new user's findings): strings and secrets, a value enum
/// and its optional, the standard number types, sets and dictionaries, an indirect case, a
/// stack with a labelled action, and state the shell cannot build.
struct Bookcase: Reducer {
  enum Genre: String, CaseIterable, Codable, Sendable { case fiction, nonFiction, poetry }

  struct Book: Codable, Equatable, Sendable {
    var title: String
    var genre: Genre
  }

  struct Row: Equatable, Identifiable, Sendable {
    var id: Int
  }

  struct Detail: Reducer {
    struct State: Equatable, Sendable { var rating = 0 }
    enum Action: Equatable, Sendable { case rate(stars: Int) }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .rate(let stars): state.rating = stars
        }
        return .none
      }
    }
  }

  struct Path: Reducer {
    enum State: Equatable, Sendable { case detail(Detail.State) }
    enum Action: Equatable, Sendable { case detail(Detail.Action) }
    var body: some Reducer<State, Action> {
      Scope(state: /State.detail, action: /Action.detail) { Detail() }
    }
  }

  struct State: Equatable, Sendable {
    var note: String?
    var title = ""
    var genre = Genre.fiction
    var optGenre: Genre?
    var book: Book?
    var capacity = 0
    var small: Int8 = 0
    var count: UInt = 0
    var weight: Float = 0
    var price: Decimal = 0
    var total: Double = 0
    var opened: Date?
    var tags: Set<String> = []
    var scores: [String: Int] = [:]
    var grid: [[Int]] = []
    var rows: IdentifiedArrayOf<Row> = []
    var path = StackState<Path.State>()
    var apiKey: Redacted<String>?
    var done = false
    var id: UUID?
    var link: URL?
    var ids: Set<UUID> = []
    var owners: [UUID: String] = [:]
  }

  enum Action: BindableAction, Equatable, Sendable {
    case setNote(String?)
    case setTitle(String)
    case newBook(title: String, genre: Genre)
    case addBook(Book)
    case setGenre(Genre)
    case optGenre(Genre?)
    case setCapacity(Int)
    case setSmall(Int8)
    case setCount(UInt)
    case setWeight(Float)
    case setPrice(Decimal)
    case setTotal(Double)
    case setOpened(Date)
    case setTags(Set<String>)
    case setScores([String: Int])
    case setGrid([[Int]])
    case setAPIKey(Redacted<String>)
    case setDone(Bool)
    case setID(UUID)
    case setLink(URL)
    case setIDs(Set<UUID>)
    case setOwners([UUID: String])
    case showDetail
    indirect case again(Action)
    case path(StackAction<Path.State, Path.Action>)
    case binding(BindingAction<State>)
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .setNote(let note): state.note = note
      case .setTitle(let title): state.title = title
      case .newBook(let title, let genre): state.book = Book(title: title, genre: genre)
      case .addBook(let book): state.book = book
      case .setGenre(let genre): state.genre = genre
      case .optGenre(let genre): state.optGenre = genre
      case .setCapacity(let capacity): state.capacity = capacity
      case .setSmall(let small): state.small = small
      case .setCount(let count): state.count = count
      case .setWeight(let weight): state.weight = weight
      case .setPrice(let price): state.price = price
      case .setTotal(let total): state.total = total
      case .setOpened(let date): state.opened = date
      case .setTags(let tags): state.tags = tags
      case .setScores(let scores): state.scores = scores
      case .setGrid(let grid): state.grid = grid
      case .setAPIKey(let key): state.apiKey = key
      case .setDone(let done): state.done = done
      case .setID(let id): state.id = id
      case .setLink(let link): state.link = link
      case .setIDs(let ids): state.ids = ids
      case .setOwners(let owners): state.owners = owners
      case .showDetail: state.path.append(.detail(Detail.State()))
      case .again, .path, .binding: break
      }
      return .none
    }
    .forEach(\.path, action: /Action.path) { Path() }
  }
}

let bookcaseFeature = Feature(Bookcase(), name: "bookcase", initialState: Bookcase.State())
