import Foundation
import ShellTestSupport
import XCTest

/// A package that depends on this one by version (`from: "1.0.0"`): SwiftPM refuses the macro
/// target's unsafe flags there, and docs/macros.md's workaround builds it: the dependency's
/// manifest leaves them out under `TCA_SHELL_MACRO_FLAGS=command-line`, and the root build
/// passes them with `-Xswiftc`/`-Xlinker`. A clone of this repository's HEAD, tagged 1.0.0 in a
/// temporary folder, stands for the published version. (About 30 s on a quiet machine.)
final class PinnedVersionTests: XCTestCase {
  func testAVersionPinnedDependencyBuildsWithTheFlagsOnTheCommandLine() throws {
    let root = TestPackage.root
    guard FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path) else {
      throw XCTSkip("not a git checkout: no version to pin")
    }
    let work = FileManager.default.temporaryDirectory.appendingPathComponent(
      "pinned-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    let library = work.appendingPathComponent("tca-shell")
    let app = work.appendingPathComponent("app")
    XCTAssertEqual(
      try run("git", ["clone", "--quiet", root.path, library.path], in: root).status, 0)
    XCTAssertEqual(try run("git", ["tag", "1.0.0"], in: library).status, 0)
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("Sources/app"), withIntermediateDirectories: true)
    try """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "app",
      dependencies: [.package(url: "\(library.absoluteString)", from: "1.0.0")],
      targets: [
        .executableTarget(
          name: "app", dependencies: [.product(name: "Composable", package: "tca-shell")])
      ],
      swiftLanguageModes: [.v6]
    )
    """.write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try """
    import Composable

    @CasePathable
    enum Action { case tap(Int) }

    print(Action.tap(3)[case: \\.tap] ?? -1)
    """.write(
      to: app.appendingPathComponent("Sources/app/main.swift"), atomically: true, encoding: .utf8)

    // No shared cache: each run's clone has its own URL, and nothing outlives it.
    let refused = try run("swift", ["build", "--disable-dependency-cache"], in: app)
    XCTAssertNotEqual(refused.status, 0)
    XCTAssertTrue(
      refused.errors.contains(
        "the target 'ComposableMacros' in product 'Composable' contains unsafe build flags"),
      refused.errors)

    let host = try swiftSyntaxHost()
    let built = try run(
      "swift",
      [
        "build", "--disable-dependency-cache", "-Xswiftc", "-I\(host)", "-Xswiftc", "-L\(host)",
        "-Xlinker", "-rpath",
        "-Xlinker", host,
      ], in: app, environment: ["TCA_SHELL_MACRO_FLAGS": "command-line"])
    XCTAssertEqual(built.status, 0, built.output + built.errors)
    let ran = try ProcessRun.run(
      app.appendingPathComponent(".build/debug/app"), arguments: [], stdin: Data())
    XCTAssertEqual(ran.output, "3\n")
  }

  /// `<toolchain>/usr/lib/swift/host`, from the `swift` on PATH (docs/macros.md says the same).
  func swiftSyntaxHost() throws -> String {
    let which = try run("sh", ["-c", "command -v swift"], in: TestPackage.root)
    var url = URL(fileURLWithPath: which.output.trimmingCharacters(in: .whitespacesAndNewlines))
      .resolvingSymlinksInPath()
    url.deleteLastPathComponent()  // the executable
    url.deleteLastPathComponent()  // bin
    return url.appendingPathComponent("lib/swift/host").path
  }

  func run(
    _ tool: String, _ arguments: [String], in directory: URL, environment: [String: String] = [:]
  ) throws -> ProcessRun {
    var merged = ProcessInfo.processInfo.environment
    merged.merge(environment) { $1 }
    return try ProcessRun.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      arguments: ["-C", directory.path, tool] + arguments, environment: merged, stdin: Data())
  }
}
