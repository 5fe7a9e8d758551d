/// Ctrl-C between the commands of a file (`source`, a piped `play`), which run one after another
/// without the main actor otherwise turning to anything else when none waits: a signal's
/// handler (the terminal's count, see ``SessionConfiguration/interruptions``; a script's flush
/// and exit, see `ScriptOutput`) runs on the main queue, and was never reached until the file
/// ended (a 5000-line file ran whole through two Ctrl-Cs). So the file lets it run every
/// ``turn`` at most, which costs a `send` nothing measurable, and asks whether it counted a
/// Ctrl-C since the file began.
@MainActor
final class InterruptWatch {
  /// How long commands run before the main actor lets other work in.
  static let turn: Duration = .milliseconds(50)

  private let count: @MainActor () -> Int
  private let start: Int
  private var lastTurn = ContinuousClock.now

  init(count: @escaping @MainActor () -> Int) {
    self.count = count
    start = count()
  }

  /// Whether Ctrl-C was pressed since the watch began (the commands should stop).
  func interrupted() async -> Bool {
    let now = ContinuousClock.now
    if now - lastTurn >= Self.turn {
      await Task.yield()
      lastTurn = .now
    }
    return count() > start
  }
}
