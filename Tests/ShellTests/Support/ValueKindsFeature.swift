import Composable
import Foundation

// A feature whose state holds one of each type the dumper shows by meaning rather than by its
// fields: `SwiftExportTests` drives it in a session, exports the session with `save --swift`,
// and type-checks the export against this file and the package's modules. It imports only
// Composable and Foundation, so that it compiles on its own.

struct KindRow: Equatable, Identifiable, Sendable {
  var id: UUID
  var title: String
  var isDone = false
}

struct KindDetail: Reducer {
  struct State: Equatable, Sendable {
    var rating = 0
  }
  enum Action: Equatable, Sendable {
    case rate(stars: Int)
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .rate(let stars): state.rating = stars
    }
    return .none
  }
}

struct ValueKinds: Reducer {
  struct Path: Reducer {
    enum State: Equatable, Sendable {
      case detail(KindDetail.State)
    }
    enum Action: Equatable, Sendable {
      case detail(KindDetail.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: /State.detail, action: /Action.detail) { KindDetail() }
    }
  }

  struct State: Equatable, Sendable {
    var link: URL?
    var relative: URL?
    var file: URL?
    var id = UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!
    var opened: Date?
    var price: Decimal = 0
    var delay: Duration = .zero
    var zone = TimeZone(identifier: "UTC")!
    var locale = Locale(identifier: "en_US")
    var calendar = Calendar(identifier: .gregorian)
    var blob = Data()
    var small: Int8 = 0
    var count: UInt = 0
    var ratio: Float = 0
    var range = 0..<1
    var tags: Set<String> = []
    var scores: [String: Int] = [:]
    var pair = (label: "a", value: 1)
    var rows: IdentifiedArrayOf<KindRow> = []
    var path = StackState<Path.State>()
    var name = ""
    var apiKey: Redacted<String>?
    @PresentationState var alert: AlertState<Action.Alert>?
    @PresentationState var dialog: ConfirmationDialogState<Action.Dialog>?
    @BindingState var note = ""
    var failure: NSError?

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.link == rhs.link && lhs.relative == rhs.relative && lhs.file == rhs.file
        && lhs.id == rhs.id && lhs.opened == rhs.opened && lhs.price == rhs.price
        && lhs.delay == rhs.delay && lhs.zone == rhs.zone && lhs.locale == rhs.locale
        && lhs.calendar == rhs.calendar && lhs.blob == rhs.blob && lhs.small == rhs.small
        && lhs.count == rhs.count && lhs.ratio == rhs.ratio && lhs.range == rhs.range
        && lhs.tags == rhs.tags && lhs.scores == rhs.scores && lhs.pair == rhs.pair
        && lhs.rows == rhs.rows && lhs.path == rhs.path && lhs.name == rhs.name
        && lhs.apiKey == rhs.apiKey && lhs.alert == rhs.alert && lhs.dialog == rhs.dialog
        && lhs.note == rhs.note && lhs.failure == rhs.failure
    }
  }

  enum Action: BindableAction, Equatable, Sendable {
    case fill
    case setLink(URL)
    case setAPIKey(Redacted<String>)
    /// Stores a secret no action carried (a bug a block's "••••" must catch).
    case makeKey
    case addRow(title: String)
    case renameRow(id: UUID, title: String)
    case push
    case popAll
    case alertTapped
    case dialogTapped
    /// Sends back a binding action on the `@BindingState` field.
    case noteFromEffect
    case binding(BindingAction<State>)
    case alert(PresentationAction<Alert>)
    case dialog(PresentationAction<Dialog>)
    case path(StackAction<Path.State, Path.Action>)

    enum Alert: Equatable, Sendable { case confirm }
    enum Dialog: Equatable, Sendable { case pick }
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .fill:
        state.relative = URL(string: "b/c?q=1", relativeTo: URL(string: "https://example.com/a/"))
        state.file = URL(fileURLWithPath: "/tmp/a file.txt")
        state.opened = Date(timeIntervalSince1970: 1_767_225_600.125)
        state.price = Decimal(string: "12.345")!
        state.delay = .milliseconds(1500)
        state.zone = TimeZone(identifier: "Europe/Paris")!
        state.locale = Locale(identifier: "fr_FR")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 3600)!
        calendar.firstWeekday = 2
        state.calendar = calendar
        state.blob = Data([1, 2, 255])
        state.small = -3
        state.count = 7
        state.ratio = 0.5
        state.range = 2..<5
        state.tags = ["b", "a", "c"]
        state.scores = ["z": 1, "a": 2]
        state.pair = (label: "b", value: 2)
        state.failure = NSError(domain: "D", code: 3)
      case .setLink(let url): state.link = url
      case .setAPIKey(let key): state.apiKey = key
      case .makeKey: state.apiKey = Redacted("made here")
      case .addRow(let title): state.rows.append(KindRow(id: uuid(), title: title))
      case .renameRow(let id, let title): state.rows[id: id]?.title = title
      case .push: state.path.append(.detail(KindDetail.State()))
      case .popAll: state.path.removeAll()
      case .alertTapped:
        state.alert = AlertState {
          TextState("Sure?")
        } actions: {
          ButtonState(role: .destructive, action: .confirm) { TextState("Yes") }
        }
      case .dialogTapped:
        state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
          TextState("Pick")
        } actions: {
          ButtonState(action: .pick) { TextState("This") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
      case .noteFromEffect:
        return .send(.binding(.set(\.$note, "N2")))
      case .binding, .alert, .dialog, .path: break
      }
      return .none
    }
    .ifLet(\.$alert, action: /Action.alert)
    .ifLet(\.$dialog, action: /Action.dialog)
    .forEach(\.path, action: /Action.path) { Path() }
  }
}
