extension Result: CasePathable {
  /// `\.response.success`, `\.response.failure`: as swift-case-paths makes `Result` case-pathable.
  public struct AllCasePaths: Sendable {
    public var success: CasePath<Result, Success> {
      CasePath(
        embed: { .success($0) },
        extract: {
          guard case .success(let value) = $0 else { return nil }
          return value
        })
    }
    public var failure: CasePath<Result, Failure> {
      CasePath(
        embed: { .failure($0) },
        extract: {
          guard case .failure(let error) = $0 else { return nil }
          return error
        })
    }
  }
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
