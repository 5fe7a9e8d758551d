import Composable

/// A value worked out on its first read and kept for every later one: what a feature's
/// registration reads from runtime metadata, so that start-up (which registers every feature)
/// does none of it for the features a session never uses.
///
/// Safe from any thread: a first read by two threads at once works the value out once, the
/// second waiting for it (`Locked`, a pthread mutex the thread sanitizer sees).
final class ReadOnce<Value: Sendable>: Sendable {
  private let kept = Locked<Value?>(nil)
  private let make: @Sendable () -> Value

  init(_ make: @escaping @Sendable () -> Value) {
    self.make = make
  }

  /// A value known at once, read without working anything out.
  init(known value: Value) {
    self.make = { value }
  }

  var value: Value {
    kept.withLock { kept in
      if let kept { return kept }
      let value = make()
      kept = value
      return value
    }
  }
}
