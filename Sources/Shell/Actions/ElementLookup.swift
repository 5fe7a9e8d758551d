import Composable

/// The one check every path that names an element of a stack or an identified array goes
/// through (`rows[id: 3]`, `path[1]`): `state`, `expect`, `focus`, `{ … }` blocks and `send`.
/// An element that is not there is refused up front with one line naming what is there; the
/// command changes nothing.
///
/// To send an action for an id that is not in the state (and see TCA's `forEach` runtime
/// warning, "received an action for a missing element"), write the action as TCA's
/// `.element(id:action:)` does, by its catalog name with the id as a value
/// (`send todos.element.toggle 9`): that names an action, not an element, and is not checked.
enum ElementLookup {
  /// The position of the element `step` names (`.position` or `.id`) in `elements`; `here` is
  /// the path to them, as the user writes it, for the message.
  static func position(
    _ step: BracketPath.Step, in elements: any NavigationElements, here: String
  ) throws(ShellError) -> Int {
    switch step {
    case .position(let position):
      let count = elements.navigationIDs.count
      guard position.value < count else {
        throw ShellError(
          "\(here) has \(Wording.count(count, "element")): index \(position) is out of range")
      }
      return position.value
    case .id(let id):
      if let position = ElementIDText.position(of: id, in: elements) { return position }
      let ids = ElementIDText.literals(of: elements)
      guard ElementIDText.value(of: id, type: elements.navigationIDType) != nil else {
        // Not even an id of the right type: say which type, rather than guess a close one.
        let type =
          elements is StackStateMarker
          ? "stack element ids (0, 1, …)" : typeName(elements.navigationIDType)
        throw ShellError(
          "no element with id \(id) in \(here): its ids are \(type), and \(id) is not one (\(listed(ids)))"
        )
      }
      throw ShellError(
        "no element with id \(id) in \(here)\(Suggestion.hint(for: id, in: ids)) (\(listed(ids)))")
    case .name(let name):
      throw ShellError("'\(ShellError.shown(name))' names no element of \(here)")
    }
  }

  /// How many ids a message lists before it only counts the rest.
  static let listedIDs = 8

  /// `ids: 0, 1, 2`; `it is empty`; past ``listedIDs``, the first ones and how many more.
  static func listed(_ ids: [String]) -> String {
    if ids.isEmpty { return "it is empty" }
    guard ids.count > listedIDs else { return "ids: \(ids.joined(separator: ", "))" }
    return
      "ids: \(ids.prefix(listedIDs).joined(separator: ", ")) and \(ids.count - listedIDs) more"
  }
}
