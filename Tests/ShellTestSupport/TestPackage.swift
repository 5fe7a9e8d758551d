import Foundation

/// Where the tests find this package's files and its built `tca-shell`, for the targets that
/// read the docs or run the executable (ShellTests for the quick runs, IntegrationTests for the
/// slow ones).
public enum TestPackage {
  /// The package's root directory (this file is Tests/ShellTestSupport/TestPackage.swift).
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The built `tca-shell`, beside the test bundle in the build directory.
  public static var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("tca-shell")
  }

  /// Runs the built `tca-shell` with `--no-history` and `arguments`, `stdin` on a pipe and
  /// colour off; a sanitizer run's options pass through.
  public static func shell(_ arguments: [String], stdin: String) throws -> ProcessRun {
    try ProcessRun.run(
      executable, arguments: ["--no-history"] + arguments,
      environment: ["NO_COLOR": "1"].merging(
        ProcessInfo.processInfo.environment.filter { $0.key.hasSuffix("SAN_OPTIONS") }
      ) { first, _ in first }, stdin: Data(stdin.utf8))
  }

  /// docs/scripts/NAME.tcash.
  public static func script(_ name: String) throws -> String {
    try String(
      contentsOf: root.appendingPathComponent("docs/scripts/\(name).tcash"), encoding: .utf8)
  }

  /// docs/scripts/NAME-exhaustive.tcash.
  public static func exhaustiveScript(_ name: String) throws -> String {
    try String(
      contentsOf: root.appendingPathComponent("docs/scripts/\(name)-exhaustive.tcash"),
      encoding: .utf8)
  }
}
