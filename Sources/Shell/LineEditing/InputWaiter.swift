import Dispatch

#if canImport(Glibc)
  import Glibc
#endif

/// Waits until a descriptor has input, off the main actor, so the main actor runs effects
/// meanwhile. One blocking `poll` at a time runs on a private serial queue; nothing else is
/// read there (libedit reads the key itself afterwards, on the main actor).
enum InputWaiter {
  enum Readiness: Equatable, Sendable {
    /// A key (or more) can be read without blocking.
    case readable
    /// The terminal went away (hang-up, error, closed descriptor).
    case hangUp
  }

  private static let queue = DispatchQueue(label: "tca-shell.input-waiter")

  static func wait(fd: Int32) async -> Readiness {
    await withCheckedContinuation { continuation in
      queue.async {
        continuation.resume(returning: pollOnce(fd: fd, timeout: -1))
      }
    }
  }

  /// Calls `body` (on the waiter's queue) once `fd` has input or went away.
  static func whenReady(fd: Int32, _ body: @escaping @Sendable (Readiness) -> Void) {
    queue.async { body(pollOnce(fd: fd, timeout: -1)) }
  }

  /// One `poll` of `fd` for input; `timeout` in milliseconds, -1 for none.
  static func pollOnce(fd: Int32, timeout: Int32) -> Readiness {
    var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    while poll(&entry, 1, timeout) < 0 {
      if errno != EINTR { return .hangUp }
    }
    let failed = Int16(POLLHUP) | Int16(POLLERR) | Int16(POLLNVAL)
    return entry.revents & failed != 0 ? .hangUp : .readable
  }
}
