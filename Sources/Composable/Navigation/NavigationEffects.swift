/// A child's own cancellation id, namespaced by the presentation (or stack element, or row) the
/// child runs in, as TCA scopes cancellation ids by navigation path: the same id used by two
/// presented children never collides, and dismissing one can cancel all of its effects.
struct ScopedCancelID: Hashable, Sendable {
  let navigation: NavigationID
  let id: AnyHashableSendable
}

/// The id every navigation lifetime (see ``NavigationEffects/lifetime(_:)``) runs under, in
/// every presentation and stack, as TCA's `OnFirstAppearID`.
struct NavigationLifetimeID: Hashable, Sendable {
  static let shared = AnyHashableSendable(NavigationLifetimeID())
}

/// The id every effect of a presented child runs under, unless the child gave it its own id.
struct NavigationGroupID: Hashable, Sendable {
  let navigation: NavigationID
}

/// How a navigation reducer (`ifLet`, `forEach`) ties a child's effects to the child: tagging
/// them so that they can be cancelled together when the child goes away, binding the child's
/// `dismiss()`, and the long-living effect TCA starts for each presented child.
///
/// Built on the store's `.cancellable(id:)` and `.cancel(id:)` only. A store files a task under
/// its innermost cancellable id, so a child's own ids are rewritten to ``ScopedCancelID``s and
/// remembered per presentation; cancelling a presentation cancels its group and each of those.
enum NavigationEffects {
  /// The scoped ids each presentation's effects have used. Entries are never removed: another
  /// store may be showing a presentation with the same navigation id, and an entry is only a
  /// handful of ids.
  private static let scopedIDs = Locked<[NavigationID: Set<AnyHashableSendable>]>([:])

  /// `effect` (already lifted into the parent's actions) tagged as belonging to `id`; its `.run`
  /// work sees `dismiss` as the action a `dismiss()` call sends (nil: nothing to send).
  static func tag<Action: Sendable>(
    _ effect: Effect<Action>, id: NavigationID, dismiss: Action?
  ) -> Effect<Action> {
    if case .none = effect.operation { return .none }
    var used: Set<AnyHashableSendable> = []
    let rewritten = rewrite(effect, id: id, dismiss: dismiss, used: &used)
    if !used.isEmpty {
      scopedIDs.withLock { $0[id, default: []].formUnion(used) }
    }
    return Effect(
      .cancellable(
        id: AnyHashableSendable(NavigationGroupID(navigation: id)), cancelInFlight: false,
        rewritten))
  }

  /// Cancels every effect `id`'s child started (its group and every id it scoped), and its
  /// long-living effect.
  static func cancel<Action>(_ id: NavigationID) -> Effect<Action> {
    let scoped = scopedIDs.withLock { $0[id] ?? [] }
    let group = AnyHashableSendable(NavigationGroupID(navigation: id))
    return .merge([Effect(.cancel(id: group))] + scoped.map { Effect(.cancel(id: $0)) })
  }

  /// The long-living effect TCA starts for a newly presented child (or pushed stack element):
  /// it runs until the child goes away, in the child's group. It is also filed under the one
  /// ``NavigationLifetimeID`` all of them share, as TCA files its presentations' long-living
  /// effects under one id, so that a test store can cancel them all before it checks for
  /// effects still running: a sheet left up is not an effect left running.
  static func lifetime<Action>(_ id: NavigationID) -> Effect<Action> {
    Effect(
      .cancellable(
        id: AnyHashableSendable(NavigationGroupID(navigation: id)), cancelInFlight: false,
        Effect(
          .cancellable(
            id: NavigationLifetimeID.shared, cancelInFlight: false,
            .run { _ in await NavigationLifetimes.park() }))))
  }

  private static func rewrite<Action: Sendable>(
    _ effect: Effect<Action>, id: NavigationID, dismiss: Action?,
    used: inout Set<AnyHashableSendable>
  ) -> Effect<Action> {
    switch effect.operation {
    case .none, .send:
      return effect
    case .run(let priority, let work):
      guard let dismiss else { return effect }
      return Effect(
        .run(priority) { send in
          let handler = DismissHandler { send(dismiss) }
          await DismissHandler.$current.withValue(handler) { await work(send) }
        })
    case .merge(let effects):
      return Effect(.merge(effects.map { rewrite($0, id: id, dismiss: dismiss, used: &used) }))
    case .concatenate(let effects):
      return Effect(
        .concatenate(effects.map { rewrite($0, id: id, dismiss: dismiss, used: &used) }))
    case .cancellable(let childID, let cancelInFlight, let inner):
      let scoped = AnyHashableSendable(ScopedCancelID(navigation: id, id: childID))
      used.insert(scoped)
      return Effect(
        .cancellable(
          id: scoped, cancelInFlight: cancelInFlight,
          rewrite(inner, id: id, dismiss: dismiss, used: &used)))
    case .cancel(let childID):
      return Effect(.cancel(id: AnyHashableSendable(ScopedCancelID(navigation: id, id: childID))))
    }
  }
}
