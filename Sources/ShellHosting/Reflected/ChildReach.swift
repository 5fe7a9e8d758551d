import Composable
import Synchronization

/// Whether an `Action` type can reach a child feature: some case, directly or through nested
/// child actions, carries a `PresentationAction`, `StackAction` or `IdentifiedAction`. A state
/// can present or push children only through such an action (TCA's `ifLet` and `forEach` take
/// one), so a host whose action reaches none need never walk its state looking for them.
enum ChildReach {
  private static let cache = Mutex<[ObjectIdentifier: Bool]>([:])

  /// Read once per type. A payload the runtime cannot name, or a tuple payload, counts as
  /// reaching: the answer may only err towards walking.
  static func reachesChildren(_ action: Any.Type) -> Bool {
    let key = ObjectIdentifier(action)
    if let known = cache.withLock({ $0[key] }) { return known }
    var visited: Set<ObjectIdentifier> = []
    let answer = reaches(action, visited: &visited)
    cache.withLock { $0[key] = answer }
    return answer
  }

  private static func reaches(_ type: Any.Type, visited: inout Set<ObjectIdentifier>) -> Bool {
    if type is any ChildActionKind.Type { return true }
    guard visited.insert(ObjectIdentifier(type)).inserted else { return false }
    if MetadataKind(of: type) == .tuple { return true }
    guard let metadata = try? EnumMetadata.of(type) else { return false }
    for `case` in metadata.cases {
      switch `case`.payload {
      case .none: continue
      case .unresolved: return true
      case .type(let payload): if reaches(payload, visited: &visited) { return true }
      }
    }
    return false
  }
}
