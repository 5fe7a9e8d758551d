/// Which test framework `save --swift` writes for.
public enum SwiftTestStyle: Equatable, Sendable {
  /// `XCTestCase` (the default, `--xctest`).
  case xctest
  /// Swift Testing's `@Test` (`--swift-testing`).
  case swiftTesting
}

extension Session {
  func saveSwift(to path: String, style: SwiftTestStyle) throws(ShellError) {
    throw ShellError("save --swift is not available yet")
  }
}
