import Composable

// A feature whose states have their own initializers, listed as `@ObservableState` lists them
// (written out here, so that the file type-checks without the macro plugin):
// `InitializerExportTests` exports a session of it and type-checks the export against this file.

struct Badge: Equatable, Sendable {
  var title: String
  var color = "grey"
  var uses = 0

  init(title: String) {
    self.title = title
    self.uses = 1
  }
}

extension Badge: _StateInitializerListing {
  static var _$initializers: [StateInitializer] {
    [
      StateInitializer(labels: ["title"], fields: ["title"]) { arguments in
        try? Self(title: _stateInitializerArgument(arguments, 0))
      }
    ]
  }
}

struct Badges: Reducer {
  struct State: Equatable, Sendable {
    var current: Badge?
    var all: [Badge] = []
  }
  enum Action: Equatable, Sendable {
    case make(title: String, color: String)
    case fresh(title: String)
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .make(let title, let color):
      var badge = Badge(title: title)
      badge.color = color
      state.current = badge
      state.all.insert(badge, at: 0)
    case .fresh(let title):
      state.current = Badge(title: title)
      state.all.insert(Badge(title: title), at: 0)
    }
    return .none
  }
}
