import Composable
import Features
import Shell
import XCTest

/// A `send` is resolved once: the parser's indices lead the host straight to the case, and the
/// checks made while reading the line use the parameter's kind, not its printed type name.
final class ResolveOnceTests: XCTestCase {
  func resolve(_ line: String, in cases: [ActionDescription]) throws -> ResolvedAction {
    let words = try Lexer.words(line)
    return try ActionResolver.resolve(
      name: words[0].text, arguments: Array(words.dropFirst()), in: cases, feature: "test")
  }

  func testIndicesPointAtTheCaseTheNamesName() throws {
    let profile = Profile.Action.cases.map(ActionDescription.init)
    XCTAssertEqual(try resolve("settings.toggleDarkMode", in: profile).indices, [4, 0])
    XCTAssertEqual(try resolve("setAge 3", in: profile).indices, [1])
  }

  @MainActor
  func testTheHostSendsTheCaseAtTheIndices() throws {
    let host = profileFeature.makeHost()
    let resolved = try resolve("rename first=Blob last=Jr", in: host.actions)
    _ = try host.send(caseAt: resolved.indices, values: resolved.values)
    XCTAssertEqual((host.state as? Profile.State)?.name, "Blob Jr")
    XCTAssertThrowsError(try host.send(caseAt: [99], values: []))
  }

  func testKindsComeFromTheTypeNotItsName() throws {
    let login = ReflectedCatalog.cases(of: Login.Action.self).map(ActionDescription.init)
    let setPassword = try XCTUnwrap(login.first { $0.name == "setPassword" })
    // Redacted<String> is written as a String: a bare word is its text, a number is quoted
    // (Swift reads 1234 as an Int), and the refusal never repeats the secret.
    XCTAssertEqual(setPassword.parameters[0].kind, .string)
    XCTAssertEqual(try resolve("setPassword hunter2", in: login).values, [.string("hunter2")])
    XCTAssertEqual(try resolve(#"setPassword "1234""#, in: login).values, [.string("1234")])
    XCTAssertThrowsError(try resolve("setPassword 1234", in: login)) { error in
      XCTAssertEqual(
        (error as? ShellError)?.message,
        "setPassword: expected String, got an integer: write it in quotes")
    }
  }
}
