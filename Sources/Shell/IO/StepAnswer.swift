/// What the presenter did with a lesson step waiting at the prompt (`play` at a terminal).
public enum StepAnswer: Equatable, Sendable {
  /// Run this line: the step as written (Enter, or Space on the untouched line), or as the
  /// presenter edited it.
  case run(String)
  /// `b` on the untouched line: go back a step.
  case back
  /// `q` on the untouched line, Ctrl-C on it, or Ctrl-D: stop playing.
  case stop
  /// Ctrl-C on a line the presenter had edited: the edit is dropped, as Ctrl-C drops a typed
  /// line, and the step waits again as written.
  case restore
}
