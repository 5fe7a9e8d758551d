import Composable

/// What changed between two states, as the fields a `{ … }` block lists: the deepest struct
/// field whose value differs, with its new value written on one line in dump syntax.
///
/// A secret field that now holds another secret dumps as `"••••"` before and after: it is
/// listed as `apiKey = "••••"` all the same, which a replay checks against the secrets the
/// script sends (see `Session.secretHolds`).
enum StateChanges {
  static func block(before: Any, after: Any) -> StateBlock {
    var assignments: [StateBlock.Assignment] = []
    collect(StateTree(before), StateTree(after), path: [], into: &assignments)
    var secrets: [String] = []
    collectSecrets(before, after, path: [], into: &secrets)
    for path in secrets
    where !assignments.contains(where: { path == $0.path || path.hasPrefix($0.path + ".") }) {
      assignments.append(StateBlock.Assignment(path: path, value: secretValue))
    }
    return StateBlock(assignments)
  }

  /// How a block writes a secret field's new value: as it dumps.
  static let secretValue = "\"\(ActionResolver.leftOutSecret)\""

  /// The paths of the secret fields, down the feature's structs and through optionals, whose
  /// secrets differ (what they hold, which the dump hides).
  private static func collectSecrets(
    _ before: Any, _ after: Any, path: [String], into paths: inout [String]
  ) {
    guard let old = StatePath.unwrap(before), let new = StatePath.unwrap(after),
      type(of: old) == type(of: new)
    else { return }
    if new is SecretValue {
      if !isEqualValues(old, new) { paths.append(path.joined(separator: ".")) }
      return
    }
    let mirror = Mirror(reflecting: new)
    guard mirror.displayStyle == .struct, path.count < 16 else { return }
    let oldChildren = Array(Mirror(reflecting: old).children)
    for (index, child) in mirror.children.enumerated() where index < oldChildren.count {
      guard let label = child.label, !label.hasPrefix("_$") else { continue }
      collectSecrets(
        oldChildren[index].value, child.value, path: path + [ShownFields.name(label)], into: &paths)
    }
  }

  private static func collect(
    _ before: StateTree, _ after: StateTree, path: [String],
    into assignments: inout [StateBlock.Assignment]
  ) {
    guard before != after else { return }
    if case .structure(let type, let beforeFields, _) = before,
      case .structure(type, let afterFields, _) = after,
      beforeFields.map(\.label) == afterFields.map(\.label)
    {
      for (old, new) in zip(beforeFields, afterFields) {
        collect(old.node, new.node, path: path + [ShownFields.name(old.label)], into: &assignments)
      }
      return
    }
    guard !path.isEmpty else { return }
    assignments.append(
      StateBlock.Assignment(
        path: path.joined(separator: "."), value: OneLineDump.value(after.lines)))
  }

}
