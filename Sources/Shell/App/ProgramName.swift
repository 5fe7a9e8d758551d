/// The name the shell goes by wherever it speaks of itself: `--version`, the `--help` usage
/// line, the interactive banner, error prefixes, and the `replay with …` line of saved scripts.
///
/// `tca-shell` for this package's executable. A user's own executable (`TCAShell.main`) is
/// named by the `name:` it passes, else by the last path component of the path it was run by
/// (`CommandLine.arguments[0]`): `.build/debug/bookshelf` goes by `bookshelf`, so a script it
/// saves says to replay it with `bookshelf`, which has the features the script uses.
public struct ProgramName: Sendable, Equatable {
  /// This package's own executable.
  public static let library = ProgramName("tca-shell")

  public let name: String

  public init(_ name: String) { self.name = name }

  /// The program's name from the path it was run by (`argv[0]`); `tca-shell` when there is none.
  public static func fromArguments(_ arguments: [String]) -> ProgramName {
    let last = arguments.first?.split(separator: "/").last.map(String.init) ?? ""
    return last.isEmpty ? .library : ProgramName(last)
  }

  /// `tca-shell 0.1.0`; another program says which tca-shell it is built on:
  /// `bookshelf (tca-shell 0.1.0)`.
  public var versionLine: String {
    let library = "\(Self.library.name) \(ShellOptions.version)"
    return self == .library ? library : "\(name) (\(library))"
  }
}
