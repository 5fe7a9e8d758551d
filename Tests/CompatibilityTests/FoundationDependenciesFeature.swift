import Composable
import Foundation

/// A feature that reads the Foundation-valued dependencies the way TCA features do: it shows
/// today's weekday, picks a random book, and opens a book's page. Its detail screen is
/// presented with `ifLet`, and pushed on a stack with `forEach`, to read `\.isPresented`.
struct Shelf: Reducer {
  struct State: Equatable, Sendable {
    var weekday = 0
    var monthSymbol = ""
    var zone = ""
    var roll = 0
    var opened: Bool?
    var presentedInRoot: Bool?
    @PresentationState var detail: Detail.State?
    var path = StackState<Detail.State>()
  }
  enum Action: Equatable, Sendable {
    case dateShown(Date)
    case diceRolled
    case openTapped(URL)
    case openAnswered(Bool)
    case readIsPresented
    case detail(PresentationAction<Detail.Action>)
    case path(StackAction<Detail.State, Detail.Action>)
  }

  @Dependency(\.calendar) var calendar
  @Dependency(\.locale) var locale
  @Dependency(\.timeZone) var timeZone
  @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
  @Dependency(\.openURL) var openURL
  @Dependency(\.isPresented) var isPresented

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .dateShown(let date):
        var calendar = calendar
        let timeZone = timeZone
        calendar.timeZone = timeZone
        calendar.locale = locale
        state.weekday = calendar.component(.weekday, from: date)
        state.monthSymbol = calendar.monthSymbols[calendar.component(.month, from: date) - 1]
        state.zone = timeZone.identifier
        return .none
      case .diceRolled:
        state.roll = withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
        return .none
      case .openTapped(let url):
        return .run { [openURL] send in await send(.openAnswered(openURL(url))) }
      case .openAnswered(let opened):
        state.opened = opened
        return .none
      case .readIsPresented:
        state.presentedInRoot = isPresented
        return .none
      case .detail, .path:
        return .none
      }
    }
    .ifLet(\.$detail, action: /Action.detail) { Detail() }
    .forEach(\.path, action: /Action.path) { Detail() }
  }
}

/// Records `\.isPresented` in its reducer and in an effect.
struct Detail: Reducer {
  struct State: Equatable, Sendable {
    var presentedInReducer: Bool?
    var presentedInEffect: Bool?
  }
  enum Action: Equatable, Sendable {
    case appeared
    case effectSaw(Bool)
  }
  @Dependency(\.isPresented) var isPresented

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .appeared:
      state.presentedInReducer = isPresented
      return .run { send in
        @Dependency(\.isPresented) var isPresented
        await send(.effectSaw(isPresented))
      }
    case .effectSaw(let seen):
      state.presentedInEffect = seen
      return .none
    }
  }
}

/// A seeded generator (a linear congruential one), so a test knows the numbers it will draw.
struct SeededGenerator: RandomNumberGenerator, Sendable {
  var seed: UInt64
  mutating func next() -> UInt64 {
    seed = 2_862_933_555_777_941_757 &* seed &+ 3_037_000_493
    return seed
  }
}
