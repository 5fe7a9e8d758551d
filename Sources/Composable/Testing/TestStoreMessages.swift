/// TCA's `TestStore` failure messages, word for word (TCA 1.x's `TestStore`), shared by
/// `ComposableTesting` and the shell's exhaustive scripts. Diffs passed in are already in the test
/// store's layout: indented four spaces, `−` for expected, `+` for actual.
public enum TestStoreMessages {
  public static func stateMismatch(_ diff: String) -> String {
    "A state change does not match expectation.\n\n\(diff)\n\n(Expected: −, Actual: +)"
  }

  public static func unexpectedChange(_ diff: String) -> String {
    "State was not expected to change, but a change occurred.\n\n\(diff)\n\n(Expected: −, Actual: +)"
  }

  public static let noChange =
    "Expected state to change, but no change occurred.\n\nThe trailing closure made no observable modifications to state. If no change to state is expected, omit the trailing closure."

  /// Before a `send` while received actions wait: the actions as a dump of an array.
  public static func mustHandle(_ actions: [Any]) -> String {
    var lines = ["Unhandled actions: ["]
    for (index, action) in actions.enumerated() {
      let dump = caseText(action).split(separator: "\n", omittingEmptySubsequences: false)
      let comma = index == actions.count - 1 ? "" : ","
      for (number, line) in dump.enumerated() {
        let prefix = number == 0 ? "  [\(index)]: " : "  "
        lines.append(prefix + line + (number == dump.count - 1 ? comma : ""))
      }
    }
    lines.append("]")
    return
      "Must handle \(plural(actions.count, "received action")) before sending an action.\n\n"
      + lines.joined(separator: "\n")
  }

  /// At the end (or at `finish`): each action as its case path (``casePath(_:)``).
  public static func unhandled(_ actions: [Any]) -> String {
    let names = actions.map { "    " + casePath($0) }.joined(separator: "\n")
    return
      "The store received \(plural(actions.count, "unexpected action")).\n\n  Unhandled actions:\n\(names)\n\n\(unhandledFix)"
  }

  public static func receivedUnexpected(expected: String, received: Any) -> String {
    let lines = customDump(received).split(separator: "\n", omittingEmptySubsequences: false)
    let plus = lines.map { "    + " + $0 }.joined(separator: "\n")
    return receivedUnexpected(diff: "    \u{2212} \(expected)\n\(plus)")
  }

  /// The same, with the expected and the received action already diffed in the test store's
  /// layout (TCA's `receive(\.case, value)` diffs the two actions).
  public static func receivedUnexpected(diff: String) -> String {
    "Received unexpected action:\n\n\(diff)\n\n(Expected: −, Received: +)"
  }

  /// TCA's `receive(\.case.path)` (and a predicate's) when the next action is another case:
  /// the received action dumped, two spaces in, without a diff.
  public static func receivedUnexpected(dump action: Any) -> String {
    let lines = customDump(action).split(separator: "\n", omittingEmptySubsequences: false)
    return "Received unexpected action:\n\n" + lines.map { "  " + $0 }.joined(separator: "\n")
  }

  public static func didNotReceive(_ expected: String) -> String {
    "Expected to receive the following action, but didn't:\n\n  \(expected)"
  }

  /// TCA's `receive(\.case.path)` (and `receive(\.case.path, value)`) when no received action
  /// is in that case.
  public static let noActionMatchingCasePath =
    "Expected to receive an action matching case path, but didn't get one."

  public static func receiveTimeout(_ limit: Duration) -> String {
    "Expected to receive an action, but received none after \(seconds(limit))."
  }

  /// The shell's word for a wait the test clock ended at once: TCA's test store would wait its
  /// whole timeout in real time for effects asleep on a `TestClock`, then say it waited; the
  /// shell sees they are asleep and says so instead of naming a wait that did not happen.
  public static let asleepOnTheTestClock =
    "the effects still running are asleep on the test clock: advance it first (advance 1s)"

  public static func receiveAsleep() -> String {
    "Expected to receive an action, but received none: \(asleepOnTheTestClock)."
  }

  public static func finishAsleep() -> String {
    "Expected effects to finish, but there are still effects in-flight: \(asleepOnTheTestClock)."
  }

  public static func finishTimeout(_ limit: Duration) -> String {
    "Expected effects to finish, but there are still effects in-flight after \(seconds(limit))."
  }

  /// `1.0 seconds`, as TCA words its timeouts.
  public static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return "\(Double(seconds) + Double(attoseconds) / 1e18) seconds"
  }

  /// The action's dump without its type (`.response(42)`).
  public static func caseText(_ action: Any) -> String {
    var text = customDump(action)
    let prefix = typeName(type(of: action)) + "."
    if text.hasPrefix(prefix) { text.removeFirst(prefix.count - 1) }
    return text
  }

  /// `.response`: the case name alone.
  public static func caseName(_ action: Any) -> String {
    String(caseText(action).prefix { $0 != "(" && $0 != "\n" })
  }

  /// The action's case and the cases nested in it, without other payloads, as TCA's test
  /// store names an unhandled action at the end of a test: `.destination(.dismiss)`,
  /// `.searchResponse(.failure)` (the error's fields left out), `.increment`. A payload that is
  /// an enum is followed into; any other (a struct, a tuple, a number) ends the path.
  public static func casePath(_ action: Any) -> String {
    let mirror = Mirror(reflecting: action)
    guard mirror.displayStyle == .enum else { return caseName(action) }
    guard let child = mirror.children.first, let label = child.label else {
      return caseName(action)
    }
    let inner = Mirror(reflecting: child.value).displayStyle == .enum ? casePath(child.value) : ""
    return "." + label + (inner.isEmpty ? "" : "(" + inner + ")")
  }

  public static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// A test store let go of off the main actor could not run its end-of-test checks there.
  public static let endCheckTimedOut =
    "The test store's end-of-test checks (unasserted actions, effects still running) did not run: the main actor stayed busy while the store was released off it."

  public static let unhandledFix =
    "To fix, explicitly assert against these actions using \"store.receive\", skip these actions by performing \"await store.skipReceivedActions()\", or consider using a non-exhaustive test store: \"store.exhaustivity = .off\"."

  public static let effectStillRunning = """
    An effect returned for this action is still running. It must complete before the end of the test.

    To fix, inspect any effects the reducer returns for this action and ensure that all of them complete by the end of the test. There are a few reasons why an effect may not have completed:

    If using async/await in your effect, it may need a little bit of time to properly finish. To fix you can simply perform "await store.finish()" at the end of your test.

    If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), make sure that you wait enough time for it to perform the effect. If you are using a test clock/scheduler, advance it so that the effects may complete, or consider using an immediate clock/scheduler to immediately perform the effect instead.

    If you are returning a long-living effect (timers, notifications, subjects, etc.), then make sure those effects are torn down by marking the effect ".cancellable" and returning a corresponding cancellation effect ("Effect.cancel") from another action, or, if your effect is driven by a Combine subject, send it a completion.

    If you do not wish to assert on these effects, perform "await store.skipInFlightEffects()", or consider using a non-exhaustive test store: "store.exhaustivity = .off".
    """
}
