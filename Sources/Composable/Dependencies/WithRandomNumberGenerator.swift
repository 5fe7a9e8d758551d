/// Gives work a random number generator, as swift-dependencies' `WithRandomNumberGenerator`
/// (`@Dependency(\.withRandomNumberGenerator)`):
///
/// ```swift
/// let roll = withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
/// ```
///
/// Calls are serialised; one generator is shared by every call, so a seeded generator given in
/// a test yields the same sequence on every run.
public final class WithRandomNumberGenerator: Sendable {
  private let generator: Locked<any RandomNumberGenerator & Sendable>

  /// Hands out `generator` (moved in: its state advances with each call).
  public init(_ generator: some RandomNumberGenerator & Sendable) {
    self.generator = Locked(generator)
  }

  /// Runs `work` with the generator, the lock held.
  public func callAsFunction<R>(
    _ work: (inout any RandomNumberGenerator & Sendable) throws -> R
  ) rethrows -> R {
    try generator.withLock { try work(&$0) }
  }
}

/// The test value's generator: each number drawn reports that the dependency is unimplemented,
/// then comes from the system generator.
private struct UnimplementedRandomNumberGenerator: RandomNumberGenerator, Sendable {
  var system = SystemRandomNumberGenerator()
  mutating func next() -> UInt64 {
    reportUnimplemented("@Dependency(\\.withRandomNumberGenerator)")
    return system.next()
  }
}

private enum WithRandomNumberGeneratorKey: DependencyKey {
  static let liveValue = WithRandomNumberGenerator(SystemRandomNumberGenerator())
  static var testValue: WithRandomNumberGenerator {
    WithRandomNumberGenerator(UnimplementedRandomNumberGenerator())
  }
}

extension DependencyValues {
  /// Random numbers: `SystemRandomNumberGenerator` when live; in a test, each number drawn
  /// reports an unimplemented issue until overridden with a seeded generator
  /// (`$0.withRandomNumberGenerator = WithRandomNumberGenerator(MySeededGenerator(seed: 0))`).
  public var withRandomNumberGenerator: WithRandomNumberGenerator {
    get { self[WithRandomNumberGeneratorKey.self] }
    set { self[WithRandomNumberGeneratorKey.self] = newValue }
  }
}
