import Composable

/// A host's action cases as ``StoreHost/send(caseAt:values:)`` walks them, each sendable case's
/// send made once, up front.
///
/// A host runs unspecialised: walking the `ActionCase<Action>` tree per `send` copied generic
/// values whose metadata the runtime looked up on every step. This tree holds no `Action` in its
/// type; only the send closure, made where the type was known, builds one.
@usableFromInline
@MainActor
struct CaseSender {
  @usableFromInline let name: String
  @usableFromInline let parameterCount: Int
  @usableFromInline let children: [CaseSender]
  /// Builds the case's action from its values and sends it; nil for a child-action case.
  @usableFromInline let send: (@MainActor ([LiteralValue]) throws -> StoreTask)?

  // Inlinable: made from ``StoreHost/maker(initialState:reducer:)``, the send closure is
  // specialised for the feature's types, and so is the store's send path it runs.
  @inlinable
  init<State, Action>(_ actionCase: ActionCase<Action>, store: Store<State, Action>) {
    name = actionCase.name
    parameterCount = actionCase.parameters.count
    children = actionCase.children.map { CaseSender($0, store: store) }
    if let make = actionCase.make {
      send = { values in store.send(try make(values)) }
    } else {
      send = nil
    }
  }

  /// Sends the case found at `indices` (one index per level) built from `values`, with
  /// ``StoreHost/send(caseAt:values:)``'s errors.
  static func send(_ senders: [CaseSender], caseAt indices: [Int], values: [LiteralValue]) throws
    -> StoreTask
  {
    guard !indices.isEmpty else { throw ArgumentError("no action given") }
    var level = senders
    var position = 0
    while true {
      let index = indices[position]
      guard index >= 0, index < level.count else {
        throw ArgumentError("no action at that place")
      }
      position += 1
      guard position == indices.count else {
        level = level[index].children
        continue
      }
      // Read in place: a copy of the found sender retained and released its name and
      // children on every send.
      guard values.count == level[index].parameterCount else {
        throw ArgumentError.valueCount(
          level[index].name, takes: level[index].parameterCount, got: values.count)
      }
      guard let send = level[index].send else {
        throw ArgumentError.childAction(level[index].name)
      }
      return try send(values)
    }
  }
}
