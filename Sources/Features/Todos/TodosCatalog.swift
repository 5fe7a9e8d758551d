import Composable

// The cases a user may send by name at the shell, written by hand until catalogs are read
// from the Action types.

extension Todo.Action {
  public static let cases: [ActionCase<Self>] = [
    .case("setDescription", .value) { .setDescription($0) },
    .case("toggle", .toggle),
  ]
}

extension Todos.Filter: ActionArgument {
  public static var argumentTypeName: String { "Filter" }

  /// Typed as its name: `active`, `all` or `completed`.
  public init(literal: LiteralValue) throws(ArgumentError) {
    guard case .string(let name) = literal, let filter = Self(rawValue: name) else {
      throw ArgumentError(
        "expected a filter (\(Self.allCases.map(\.rawValue).joined(separator: ", "))), got \(literal.kind) \(literal.source)"
      )
    }
    self = filter
  }
}

extension Todos.Action {
  public static let cases: [ActionCase<Self>] = [
    .case("addTodoButtonTapped", .addTodoButtonTapped),
    .case("clearCompletedButtonTapped", .clearCompletedButtonTapped),
    .case("delete", .labeled("id")) { .delete(id: $0) },
    .case("filterPicked", .value) { .filterPicked($0) },
    .case("move", .labeled("from"), .labeled("to")) { .move(from: $0, to: $1) },
    .child(
      "todos",
      [.element(idLabel: "todosID", Todo.Action.cases) { .element(id: $0, action: $1) }]
    ) { .todos($0) },
  ]
}
