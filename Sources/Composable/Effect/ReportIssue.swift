import Foundation

/// Where runtime warnings go (TCA's `reportIssue`): a test store installs a handler that fails
/// the running test; by default they are written to standard error as `warning: …`.
public enum IssueReporter {
  private static let handler = Locked<(@Sendable (String) -> Void)?>(nil)

  /// Replaces the handler, returning the previous one so that it can be restored.
  @discardableResult
  public static func install(_ newHandler: (@Sendable (String) -> Void)?) -> (
    @Sendable (String) -> Void
  )? {
    handler.withLock { current in
      let old = current
      current = newHandler
      return old
    }
  }

  static func report(_ message: String) {
    if let handler = handler.withLock({ $0 }) {
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
