/// Sends actions from a `.run` effect back into its store, as TCA's `Send`.
///
/// Call it as `await send(.response(value))`. Once the effect's task is cancelled, actions are
/// dropped, as TCA's `Send` drops them.
public struct Send<Action>: Sendable {
  let deliver: @MainActor @Sendable (Action) -> Void

  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.deliver = send
  }

  @MainActor
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    deliver(action)
  }
}
