import Composable

/// A form with `BindableAction` and `BindingReducer`, as TCA's bindings article writes one.
struct Settings: Reducer {
  struct State: Equatable {
    var displayName = ""
    var isHapticsEnabled = true
    var message: String?
  }

  enum Action: Equatable, BindableAction {
    case binding(BindingAction<State>)
    case resetButtonTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.displayName):
        state.message = state.displayName.isEmpty ? "A name is required" : nil
        return .none
      case .binding:
        return .none
      case .resetButtonTapped:
        state = State()
        return .none
      }
    }
  }
}
