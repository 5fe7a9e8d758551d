import Foundation
import ShellTestSupport
import XCTest

/// What the dynamic linker loads for `tca-shell -c quit`: FoundationNetworking and libcurl (most
/// of the shell's start-up) only once Supabase is configured and login opens its transport.
final class StartUpLibrariesTests: XCTestCase {
  private func loadedLibraries(environment: [String: String], stdin: String = "") throws -> String {
    var env = ProcessInfo.processInfo.environment
    env["SUPABASE_URL"] = nil
    env["SUPABASE_ANON_KEY"] = nil
    env.merge(environment) { $1 }
    // glibc's loader reports each library it opens on standard error.
    env["LD_DEBUG"] = "libs"
    let run = try ProcessRun.run(
      TestPackage.executable, arguments: ["-c", "quit"], environment: env,
      stdin: Data(stdin.utf8))
    XCTAssertEqual(run.status, 0, run.errors)
    return run.errors
  }

  func testStartUpLoadsNoNetworkingLibraries() throws {
    let libraries = try loadedLibraries(environment: [:])
    XCTAssertTrue(libraries.contains("libFoundation.so"), "LD_DEBUG reported nothing: \(libraries)")
    XCTAssertFalse(libraries.contains("libFoundationNetworking"), libraries)
    XCTAssertFalse(libraries.contains("libcurl"), libraries)
  }

  func testSupabaseConfiguredOpensTheTransportLibrary() throws {
    let libraries = try loadedLibraries(environment: [
      "SUPABASE_URL": "https://abc.supabase.co", "SUPABASE_ANON_KEY": "k",
    ])
    XCTAssertTrue(libraries.contains("libURLSessionTransport.so"), libraries)
    XCTAssertTrue(libraries.contains("libFoundationNetworking"), libraries)
  }

  func testWithoutTheTransportLibraryLoginSaysHowToBuildIt() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-shell-alone-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("tca-shell")
    try FileManager.default.copyItem(at: TestPackage.executable, to: copy)
    var env = ProcessInfo.processInfo.environment
    env["SUPABASE_URL"] = "https://abc.supabase.co"
    env["SUPABASE_ANON_KEY"] = "k"
    let script = """
      use login
      send setName "demo@example.com"
      send setPassword "x"
      send login
      state alert.message

      """
    let run = try ProcessRun.run(copy, arguments: [], environment: env, stdin: Data(script.utf8))
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertTrue(
      run.output.hasSuffix(
        "\"Supabase sign-in needs libURLSessionTransport.so beside tca-shell, in \(folder.path): build it with: swift build --product URLSessionTransport\"\n"
      ), run.output)
  }
}
