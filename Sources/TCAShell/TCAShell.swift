@_exported import Composable
import Shell
@_exported import ShellHosting

#if canImport(Glibc)
  import Glibc
#endif

/// The whole shell — terminal line editing, piped scripts, history, `--json`, time travel — for
/// your own reducers. In an executable target of your package:
///
///     import TCAShell
///
///     await TCAShell.main(features: [
///       Feature(Inventory(), name: "inventory", initialState: Inventory.State())
///     ])
///
/// Each `Feature` reads what may be sent from its `Action` type and what is presented from its
/// `State` (see `Feature.init(_:name:summary:initialState:presentations:actions:)`). The
/// command line is the `tca-shell` executable's (`--help` lists it); the first feature is the
/// one selected at start unless `--feature NAME` picks another.
///
/// The shell goes by your executable's name (`bookshelf`) in `--version`, `--help`, its banner
/// and the `replay with …` line of the scripts it saves: the last path component of
/// `CommandLine.arguments[0]`, or `name:` when given.
public enum TCAShell {
  /// Runs the shell on the process's arguments and exits with its status: 0 when every command
  /// succeeded, 1 when a script's command or expectation failed, 2 for bad flags.
  /// `registry`: where a test finds `features` (a `[Feature]` in a module it can import), so
  /// that `save --swift` starts a test from the registration's initial state.
  /// `name` is what the shell calls itself (default: the executable's file name);
  /// `bannerNotes` are lines the interactive banner adds under the feature list.
  @MainActor
  public static func main(
    features: [Feature], name: String? = nil, bannerNotes: [String] = [],
    registry: FeatureRegistry? = nil
  ) async -> Never {
    exit(await run(features: features, name: name, bannerNotes: bannerNotes, registry: registry))
  }

  /// Runs the shell on `arguments` (the process's, without the program name, by default) and
  /// returns the exit status instead of exiting.
  @MainActor
  public static func run(
    features: [Feature], arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    name: String? = nil, bannerNotes: [String] = [], registry: FeatureRegistry? = nil
  ) async -> Int32 {
    await ShellMain.run(
      arguments: arguments, features: features, bannerNotes: bannerNotes,
      program: name.map(ProgramName.init) ?? .fromArguments(CommandLine.arguments),
      registry: registry)
  }
}
