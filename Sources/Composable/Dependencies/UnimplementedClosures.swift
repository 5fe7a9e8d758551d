/// An endpoint for a dependency's `testValue` that fails the test when called, as
/// swift-dependencies' `unimplemented("Client.endpoint")`:
///
/// ```swift
/// static let testValue = NumberFactClient(fetch: unimplemented("NumberFactClient.fetch"))
/// ```
///
/// Calling it reports "Unimplemented: 'NumberFactClient.fetch'" (a failure inside a
/// `TestStore`) and throws ``UnimplementedFailure``, so the effect that called it stops.
public func unimplemented<each Argument, Result>(
  _ description: String
) -> @Sendable (repeat each Argument) async throws -> Result {
  { (_: repeat each Argument) in
    reportUnimplemented(description)
    throw UnimplementedFailure(description)
  }
}

/// An endpoint that cannot throw: reports as above, then answers `placeholder`.
public func unimplemented<each Argument, Result: Sendable>(
  _ description: String, placeholder: Result
) -> @Sendable (repeat each Argument) -> Result {
  { (_: repeat each Argument) in
    reportUnimplemented(description)
    return placeholder
  }
}
