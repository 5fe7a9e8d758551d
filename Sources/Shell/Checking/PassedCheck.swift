extension StateBlock {
  /// The block as typed, one line: `{ count = 1; alert = nil }`, `{ }` for no change.
  var shownText: String {
    assignments.isEmpty
      ? "{ }" : "{ " + assignments.map { "\($0.path) = \($0.value)" }.joined(separator: "; ") + " }"
  }
}

extension Session {
  /// At a terminal, a check that passed says so, as `expect holds: …` does: a `{ … }` block
  /// after `send`, `tap` or `dismiss`, or a `receive`. Silence there reads as nothing having
  /// been checked. A script stays quiet (its output is unchanged).
  func confirmPassed(_ text: String) {
    guard configuration.confirmsPassingExpectations else { return }
    renderer.text("✓ " + text)
  }
}
