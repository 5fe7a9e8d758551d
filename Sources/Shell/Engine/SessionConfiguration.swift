import Composable
import Foundation

/// How a session is set up, given once to ``Session/init(features:initial:renderer:configuration:)``:
/// `ShellMain` fills it from the flags (`--log-size`, `--effect-timeout`, `--clock test`,
/// `--date`, `--uuid`, `--exhaustive`) and from what the terminal can do (a spinner, a width, a
/// question); a script's session, or a test's, takes the defaults.
public struct SessionConfiguration {
  /// How many entries each feature's action log keeps for time travel (`--log-size`).
  public var logSize = 10_000

  /// How long `send`, `tap`, `dismiss` and `advance` wait for the effects they start
  /// (`--effect-timeout`).
  public var effectTimeout: Duration = .seconds(5)

  /// The clock effects sleep on when the shell runs with `--clock test` (moved by `advance`);
  /// nil for the real clock. Chosen for the whole session.
  public var testClock: TestClock?

  /// The `date` and `uuid` dependencies every store reads at first (`--date`, `--uuid`; `set`
  /// changes them later).
  public var date: Date?
  public var uuid: DependencySettings.UUIDMode = .live

  /// Whether scripts start exhaustive (`--exhaustive`; the `exhaustive` command switches it).
  public var exhaustive = false

  /// Where a Swift test finds the features the shell was given (`allFeatures` in `Features`):
  /// `save --swift` then starts each test's store from its registration's initial state
  /// (`allFeatures.initialState(of: "counter", as: Counter.State.self)`), which builds it with
  /// the initializers the registration calls, instead of writing it out with memberwise
  /// initializers a struct's own `init` may hide. Nil: written out.
  public var featureRegistry: FeatureRegistry?

  /// The name the shell goes by in what it writes about itself (a saved script's `replay with`
  /// line, the hint to start it with `--clock test`): see ``ProgramName``.
  public var program = ProgramName.library

  /// Wraps every wait for effects (`send`, `tap`, `dismiss`, `wait`, `advance`): an interactive
  /// terminal shows a spinner and lets Ctrl-C stop the wait (see `EffectWaiter`); a script just
  /// runs it.
  public var waitingForEffects:
    @MainActor (_ wait: @escaping @MainActor () async -> Void) async -> Void = {
      await $0()
    }

  /// Asks a yes-or-no question (at a terminal: `save` over an existing file) and answers true
  /// for yes, false for no, nil when the question was cancelled (Ctrl-C). Nil where nobody can
  /// answer (a script), so the command refuses and names the flag that says yes.
  public var confirmOverwrite: (@MainActor (_ question: String) async -> Bool?)?

  /// Shows a lesson step's command at the prompt as if typed, editable, and says what the
  /// presenter did with it (`play` at a terminal); nil where nobody presents (a script), and
  /// `play` then runs the lesson as `source` does, each command echoed.
  public var presentStep: (@MainActor (_ prompt: String, _ line: String) async -> StepAnswer)?

  /// How many times Ctrl-C was pressed so far while no line was being typed (at a terminal;
  /// elsewhere 0, and SIGINT ends the shell). `source` reads it between commands and stops
  /// when it grew, as sqlite3's `.read` and psql's `\i` do (see `InterruptWatch`).
  public var interruptions: @MainActor () -> Int = { 0 }

  /// The terminal's width, read at each use (the window may be resized); nil where output is
  /// not a terminal, and `help` and `features` then print one line per entry.
  public var outputWidth: @MainActor () -> Int? = { nil }

  /// Whether `source` shows each command it runs (after the prompt) and its `#` comment lines,
  /// as if typed (at a terminal, where outputs would otherwise run together); scripts print
  /// only the output.
  public var echoesSourcedLines = false

  /// Whether a passing `expect` says so (at a terminal, where silence reads as nothing
  /// happening); scripts stay quiet.
  public var confirmsPassingExpectations = false

  public init() {}
}
