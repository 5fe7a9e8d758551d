import Foundation

/// Where runtime warnings go (TCA's `reportIssue`): to the handler bound for the current task
/// (a test store binds its own around everything its store runs, as TCA's issue reporting is
/// task-local), else to the process-wide one installed by a host such as the shell, else to
/// standard error as `warning: …`.
public enum IssueReporter {
  public typealias Handler = @Sendable (String) -> Void

  private static let installed = Locked<Handler?>(nil)

  /// The handler for the current task and the tasks it starts; nil defers to `install`'s.
  @TaskLocal public static var current: Handler?

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
