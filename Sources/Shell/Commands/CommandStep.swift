/// A command run as far as it goes without waiting: its result, or what is left to await (a
/// `send` whose effects are still running). A script's line that waits for nothing so runs
/// with no async call at all: each cost about 250 instructions of a scripted `send`, a tenth
/// of a line with the four it made (docs/performance.md).
enum CommandStep<Failure: Error> {
  case done(CommandResult)
  case waiting(@MainActor () async throws(Failure) -> CommandResult)

  /// The result when nothing is left to await.
  var finished: CommandResult? {
    if case .done(let result) = self { return result }
    return nil
  }

  /// The result, once what is left has been awaited.
  @MainActor func result() async throws(Failure) -> CommandResult {
    switch self {
    case .done(let result): return result
    case .waiting(let rest): return try await rest()
    }
  }
}
