/// A child the user stepped into with `focus`: where its state is, and the action path that
/// reaches it from the root (actions still go through the root store, as TCA sends them).
struct FocusFrame: Equatable {
  /// What the prompt shows (`detail`, `edit`).
  let label: String
  /// The state path from the root (`path[id: 0].detail`).
  let statePath: String
  /// The action path from the root (`path[id: 0].detail`, `addSyncUp.presented`).
  let actionPath: String
}
