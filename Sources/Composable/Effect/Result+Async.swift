extension Result where Failure == any Error {
  /// `Result { try await client.fetch() }`: the success of `body`, or the error it threw, as the
  /// async catching initialiser TCA features send in actions (`.response(Result { … })`).
  /// `body` runs in the caller's isolation, so it may capture what the caller may.
  public init(
    isolation: isolated (any Actor)? = #isolation, catching body: () async throws -> Success
  ) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
