/// Reports that a dependency's endpoint was used where it has no implementation (a test that did
/// not override it), naming it as TCA's `unimplemented` does: "Unimplemented: 'AuthClient.signIn'".
public func reportUnimplemented(_ name: String) {
  reportIssue("Unimplemented: '\(name)'")
}

/// The error an unimplemented endpoint throws after reporting itself, so the effect stops.
public struct UnimplementedFailure: Error, Equatable, Sendable {
  public let name: String
  public init(_ name: String) { self.name = name }
}
