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

/// The host checks the indices and values it is given itself (a host may be driven without the
/// shell's resolver): each refusal names what was wrong and sends nothing.
@MainActor
final class HostSendByIndexTests: XCTestCase {
  private func refusal(_ indices: [Int], _ values: [LiteralValue]) -> String? {
    let host = profileFeature.makeHost()
    do {
      _ = try host.send(caseAt: indices, values: values)
      return nil
    } catch {
      XCTAssertEqual(host.state as? Profile.State, Profile.State(), "a refused send changed state")
      return (error as? ArgumentError)?.message
    }
  }

  func testANestedCaseIsSentByItsIndices() async throws {
    let host = profileFeature.makeHost()
    _ = try host.send(caseAt: [4, 0], values: [])
    XCTAssertEqual((host.state as? Profile.State)?.settings.darkMode, true)
  }

  func testEachWrongSendIsRefusedWithItsReason() async {
    XCTAssertEqual(refusal([], []), "no action given")
    XCTAssertEqual(refusal([99], []), "no action at that place")
    XCTAssertEqual(refusal([4, 7], []), "no action at that place")
    XCTAssertEqual(refusal([-1], []), "no action at that place")
    XCTAssertEqual(refusal([1], []), "'setAge' takes 1 value, got 0")
    XCTAssertEqual(refusal([4, 0], [.int(1)]), "'toggleDarkMode' takes 0 values, got 1")
    XCTAssertEqual(refusal([4], []), "'settings' is a child action: add '.' and a case")
  }
}
