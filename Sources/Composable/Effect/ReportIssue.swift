import Foundation

/// Where runtime warnings go (TCA's `reportIssue`): to the handler bound for the current task
/// (a test store binds its own around everything its store runs, as TCA's issue reporting is
/// task-local), else to the process-wide one installed by a host such as the shell, else to
/// standard error as `warning: …`.
public enum IssueReporter {
  public typealias Handler = @Sendable (String) -> Void

  private static let installed = Locked<Handler?>(nil)

  /// The handler for the current task and the tasks it starts; nil defers to `install`'s.
  public static var current: Handler? { bound?.handler }

  /// Runs `operation` with `handler` as the current task's handler (nil: the process-wide one).
  public static func withHandler<R>(
    _ handler: Handler?, operation: () throws -> R
  ) rethrows -> R {
    try $bound.withValue(handler.map(BoundHandler.init), operation: operation)
  }

  /// Runs `operation` with `handler` as the current task's handler (nil: the process-wide one).
  public static func withHandler<R>(
    _ handler: Handler?, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    try await $bound.withValue(handler.map(BoundHandler.init), operation: operation)
  }

  // A task-local holding a bare function type crashed in `swift_task_localValuePush` (Swift
  // 6.3.1, release and debug); a class around it does not.
  @TaskLocal private static var bound: BoundHandler?

  private final class BoundHandler: Sendable {
    let handler: Handler
    init(_ handler: @escaping Handler) { self.handler = handler }
  }

  /// Replaces the process-wide handler, returning the previous one so that it can be restored.
  @discardableResult
  public static func install(_ newHandler: Handler?) -> Handler? {
    installed.withLock { current in
      let old = current
      current = newHandler
      return old
    }
  }

  static func report(_ message: String) {
    if let handler = current ?? installed.withLock({ $0 }) {
      handler(message)
    } else {
      FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }
  }
}

/// Reports a runtime warning: a misuse that TCA reports without crashing.
public func reportIssue(_ message: String) {
  IssueReporter.report(message)
}
