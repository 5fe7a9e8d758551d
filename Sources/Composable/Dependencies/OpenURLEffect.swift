import Foundation

/// Opens a URL, as swift-dependencies' `OpenURLEffect` (`@Dependency(\.openURL)`):
/// `await openURL(url)` answers whether it was opened.
///
/// Linux has no system handler to open a URL with, so the live value opens nothing and answers
/// `false`; give a handler (`OpenURLEffect { url in … }`) to record or act on what is opened.
/// The test value reports "Unimplemented: '@Dependency(\.openURL)'" (a failure inside a
/// `TestStore`) and answers `false`, as TCA's does.
public struct OpenURLEffect: Sendable {
  private let handler: @Sendable (URL) async -> Bool

  /// An effect that calls `handler` for each URL; `handler` answers whether it was opened.
  public init(handler: @escaping @Sendable (URL) async -> Bool) {
    self.handler = handler
  }

  /// Opens `url`; answers whether it was opened.
  @discardableResult
  public func callAsFunction(_ url: URL) async -> Bool {
    await handler(url)
  }
}

private enum OpenURLKey: DependencyKey {
  static let liveValue = OpenURLEffect { _ in false }
  static let testValue = OpenURLEffect { _ in
    reportUnimplemented("@Dependency(\\.openURL)")
    return false
  }
}

extension DependencyValues {
  /// Opens URLs: on Linux the live value opens nothing (answers `false`); in a test,
  /// unimplemented until overridden (`$0.openURL = OpenURLEffect { opened.append($0); return true }`).
  public var openURL: OpenURLEffect {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
