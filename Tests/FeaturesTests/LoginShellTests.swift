import Foundation
import XCTest

/// The done-when checks, through the built `tca-shell` executable: the demo account
/// signs in, a wrong password ends with the alert, and with `SUPABASE_URL` pointing at the local
/// GoTrue stand-in the sign-in goes through real HTTP.
final class LoginShellTests: XCTestCase {
  static var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("tca-shell")
  }

  func shell(_ script: String, environment: [String: String] = [:]) throws -> (
    output: String, errors: String, status: Int32
  ) {
    guard FileManager.default.isExecutableFile(atPath: Self.executable.path) else {
      throw XCTSkip("tca-shell is not built next to the tests")
    }
    let process = Process()
    process.executableURL = Self.executable
    var env = ProcessInfo.processInfo.environment
    env["SUPABASE_URL"] = nil
    env["SUPABASE_ANON_KEY"] = nil
    env.merge(environment) { $1 }
    process.environment = env
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(Data(script.utf8))
    try input.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self),
      process.terminationStatus
    )
  }

  func script(password: String) -> String {
    "use login\nsend setName \"demo@example.com\"\nsend setPassword \"\(password)\"\nsend login\nexpect isLoading == false\nstate\n"
  }

  func testDemoAccountSignsIn() throws {
    let run = try shell(script(password: "demo-password"))
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.status, 0)
    XCTAssertTrue(run.output.contains("-   isLoading: false,\n+   isLoading: true,"), run.output)
    XCTAssertTrue(run.output.contains("-   isLoading: true,\n+   isLoading: false,"), run.output)
    XCTAssertTrue(run.output.contains("\n  password: \"••••\",\n"), run.output)
    XCTAssertTrue(run.output.contains("email: \"demo@example.com\""), run.output)
    XCTAssertFalse(run.output.contains("demo-password"))
  }

  func testWrongPasswordEndsWithTheAlert() throws {
    let run = try shell(script(password: "wrong") + "expect alert.title == \"Login failed\"\n")
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.status, 0)
    XCTAssertTrue(
      run.output.hasSuffix("    message: \"Invalid login credentials\"\n  )\n)\n"), run.output)
  }

  func testSupabaseURLSignsInThroughRealHTTP() throws {
    let server = try GoTrueTestServer()
    defer { server.stop() }
    let environment = [
      "SUPABASE_URL": server.url.absoluteString, "SUPABASE_ANON_KEY": GoTrueTestServer.anonKey,
    ]
    let run = try shell(script(password: GoTrueTestServer.password), environment: environment)
    XCTAssertEqual(run.errors, "")
    XCTAssertTrue(run.output.contains("id: UUID(00000000-0000-0000-0000-000000000001)"), run.output)
    let wrong = try shell(script(password: "wrong"), environment: environment)
    XCTAssertTrue(wrong.output.contains("message: \"Invalid login credentials\""), wrong.output)
  }

  func testMisconfiguredSupabaseConcernsLoginAlone() throws {
    // Only login needs Supabase: the counter runs; a sign-in says what is missing.
    for (environment, reason) in [
      (
        ["SUPABASE_URL": "https://abc.supabase.co"],
        "SUPABASE_URL is set but SUPABASE_ANON_KEY is not: give the anon key too"
      ),
      (
        ["SUPABASE_URL": "http://example.com", "SUPABASE_ANON_KEY": "k"],
        "SUPABASE_URL must use https (plain http is allowed only for localhost): got http://example.com"
      ),
    ] {
      let counter = try shell("send increment\nexpect count == 1\n", environment: environment)
      XCTAssertEqual(counter.status, 0, counter.errors)
      XCTAssertEqual(counter.errors, "")
      let login = try shell(
        script(password: "x") + "expect alert.title == \"Login failed\"\nstate alert.message\n",
        environment: environment)
      XCTAssertEqual(login.errors, "")
      XCTAssertEqual(login.status, 0)
      XCTAssertTrue(login.output.hasSuffix("\"\(reason)\"\n"), login.output)
    }
  }
}
