import Composable

extension Session {
  /// The handler to install as the process-wide issue reporter (`IssueReporter.install`), so
  /// that the architecture's runtime warnings reach this session as TCA reports them: every
  /// time, each against the line that caused it.
  ///
  /// A report is queued wherever it comes from and taken in synchronously where the session
  /// next looks: after each action it prints and at the end of each command. Nothing waits on
  /// the scheduler, which matters because on Linux the main actor runs on a dispatch worker,
  /// not the main thread, and a script that never suspends never runs a task queued for later.
  /// A main-actor task also takes it in, for a report between commands (an effect's error while
  /// a terminal waits for a key).
  public nonisolated var issueHandler: IssueReporter.Handler {
    { [weak self] message in
      guard let self else { return }
      self.reportedIssues.withLock { $0.append(message) }
      // After the append: a look that sees the flag finds the report queued.
      self.hasReportedIssues.store(true, ordering: .releasing)
      Task { @MainActor [weak self] in self?.takeReportedIssues() }
    }
  }

  /// Takes in the issues reported since the last look: each is counted and printed (or held
  /// until its action line) by ``warn(_:)``.
  func takeReportedIssues() {
    guard hasReportedIssues.exchange(false, ordering: .acquiring) else { return }
    let issues = reportedIssues.withLock { queued in
      defer { queued = [] }
      return queued
    }
    for message in issues { warn(message) }
  }
}
