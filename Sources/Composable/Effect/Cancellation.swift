/// A type-erased, sendable cancellation id (TCA's `cancellable(id:)` takes any `Hashable &
/// Sendable`).
public struct AnyHashableSendable: Hashable, @unchecked Sendable {
  // The wrapped value is Sendable by construction (the only initialiser demands it).
  let base: AnyHashable

  public init(_ value: some Hashable & Sendable) {
    self.base = AnyHashable(value)
  }
}

extension Effect {
  /// Registers this effect under `id` in its store, so that `.cancel(id:)` can stop it; with
  /// `cancelInFlight`, first cancels what is already running under that id (TCA's debounce idiom).
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    Self(.cancellable(id: AnyHashableSendable(id), cancelInFlight: cancelInFlight, self))
  }

  /// Cancels every effect running under `id` in this store, as TCA's `Effect.cancel(id:)`.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(.cancel(id: AnyHashableSendable(id)))
  }
}
