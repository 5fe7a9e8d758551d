import Composable
import Testing

// States written as TCA features write them, each with the initializers `@ObservableState`
// must list (or leave out) for `save --swift`.

@ObservableState
struct MemberwiseState: Equatable {
  var count = 0
  let id: Int
  let kind = "fixed"
  var name: String { "n\(count)" }
  static let shared = 1
  var observed = 0 {
    didSet {}
  }
  @Presents var alert: AlertState<Never>?
}

@ObservableState
struct ScreenState: Equatable {
  var secondsElapsed = 0
  var title: String
  init(title: String) {
    self.title = title
    secondsElapsed = 5
  }
  init(_ seconds: Int, named label: String) {
    self.title = label
    self.secondsElapsed = seconds
  }
  init?(failing: Bool) {
    guard !failing else { return nil }
    title = "made"
  }
  init(throwing: Bool) throws {
    if throwing { throw CancellationError() }
    title = "thrown"
  }
  init<T>(generic: T) { title = "\(generic)" }
  init(values: Int...) { title = "\(values)" }
  init(same: Int) { title = "\(same)" }
  init(same: String) { title = same }
}

@ObservableState
struct EmptyInitState: Equatable {
  var rows: [String] = ["a"]
  init() {}
}

// A private field makes the memberwise initializer private: the listing, in the same file, can
// still call it.
@ObservableState
struct PrivateFieldState: Equatable {
  var shown = 0
  private var hidden = 1
  var hiddenValue: Int { hidden }
}

@ObservableState
enum EnumState: Equatable {
  case one
}

struct HandWrittenState: ObservableState {}

@Suite struct StateInitializerTests {
  @Test func aStateWithoutInitsListsItsMemberwiseOneInFieldOrder() throws {
    let listed = MemberwiseState._$initializers
    #expect(listed.map(\.labels) == [["count", "id", "observed", "alert"]])
    #expect(listed.map(\.fields) == [["count", "id", "observed", "alert"]])
    let made = listed[0]([3, 7, 1, AlertState<Never>?.none])
    #expect(made as? MemberwiseState == MemberwiseState(count: 3, id: 7, observed: 1, alert: nil))
  }

  @Test func aStateWithItsOwnInitsListsThoseAListCanCall() throws {
    let listed = ScreenState._$initializers
    #expect(listed.map(\.labels) == [["title"], ["_", "named"], ["failing"], ["throwing"]])
    #expect(listed.map(\.fields) == [["title"], ["seconds", "label"], ["failing"], ["throwing"]])
    // The call runs the state's own init: what it sets besides its arguments shows.
    let titled = try #require(listed[0](["Design"]) as? ScreenState)
    #expect(titled.secondsElapsed == 5 && titled.title == "Design")
    let unlabelled = try #require(listed[1]([9, "Retro"]) as? ScreenState)
    #expect(unlabelled.secondsElapsed == 9 && unlabelled.title == "Retro")
  }

  @Test func aCallGivesNilForAWrongTypeAFailureOrAThrow() throws {
    let listed = ScreenState._$initializers
    #expect(listed[0]([42]) == nil)
    #expect(listed[0]([]) == nil)
    #expect(listed[2]([true]) == nil)
    #expect((listed[2]([false]) as? ScreenState)?.title == "made")
    #expect(listed[3]([true]) == nil)
    #expect((listed[3]([false]) as? ScreenState)?.title == "thrown")
  }

  @Test func anInitWithoutArgumentsIsListed() throws {
    let listed = EmptyInitState._$initializers
    #expect(listed.map(\.labels) == [[]])
    #expect(listed[0]([]) as? EmptyInitState == EmptyInitState())
  }

  @Test func aPrivateMemberwiseInitializerIsListedAndCalled() throws {
    let listed = PrivateFieldState._$initializers
    #expect(listed.map(\.labels) == [["shown", "hidden"]])
    let made = try #require(listed[0]([4, 5]) as? PrivateFieldState)
    #expect(made.shown == 4 && made.hiddenValue == 5)
  }

  @Test func enumsAndHandWrittenConformancesListNothing() {
    #expect((EnumState.self as Any.Type) as? any _StateInitializerListing.Type == nil)
    #expect((HandWrittenState.self as Any.Type) as? any _StateInitializerListing.Type == nil)
  }
}
