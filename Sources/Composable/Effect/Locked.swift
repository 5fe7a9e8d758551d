import Foundation

/// A value behind a lock, for state that effects touch from other threads (a test clock's
/// sleepers, a counter, a handler).
///
/// `Synchronization.Mutex` would do, but on Linux it locks with raw futexes that the thread
/// sanitizer cannot see, so every access it guards is reported as a race; `NSLock` is a pthread
/// mutex, which the sanitizer understands. Hot caches read only on the main actor keep `Mutex`.
public final class Locked<Value>: @unchecked Sendable {
  // @unchecked: every access to `value` goes through `lock`.
  private let lock = NSLock()
  private var value: Value

  public init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value, the lock held.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
