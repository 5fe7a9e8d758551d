import Composable

/// The same form as `Settings`, spelled as TCA 1.0–1.3 wrote it: `@BindingState` fields and
/// `.set(\.$field, value)`.
struct LegacySettings: Reducer {
  struct State: Equatable {
    @BindingState var displayName = ""
    @BindingState var isHapticsEnabled = true
    var message: String?
  }

  enum Action: Equatable, BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.$displayName):
        state.message = state.displayName.isEmpty ? "A name is required" : nil
        return .none
      case .binding:
        return .none
      }
    }
  }
}
