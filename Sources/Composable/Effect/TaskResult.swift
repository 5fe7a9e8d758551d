/// The result of async work that may fail, kept in an action, as TCA 1.x's `TaskResult` (the
/// pre-1.4 idiom `case factResponse(TaskResult<String>)`):
///
/// ```swift
/// return .run { [count = state.count] send in
///   await send(.factResponse(TaskResult { try await self.numberFact.fetch(count) }))
/// }
/// ```
///
/// Unlike `Result`, its failure is any error, and it is `Equatable` when its value is: two
/// failures are equal when their errors are of the same type and equal as ``isEqualValues(_:_:)``
/// decides (`==` for an `Equatable` error, else field by field), so that a test can assert
/// `.failure(SomeError())` as with TCA.
public enum TaskResult<Success: Sendable>: Sendable {
  case success(Success)
  case failure(any Error)

  /// Runs `body`, keeping what it returns or the error it throws.
  public init(catching body: @Sendable () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }

  /// Keeps `result`'s value or error.
  public init<Failure>(_ result: Result<Success, Failure>) {
    switch result {
    case .success(let value): self = .success(value)
    case .failure(let error): self = .failure(error)
    }
  }

  /// The value, or the error thrown.
  public var value: Success {
    get throws {
      switch self {
      case .success(let value): return value
      case .failure(let error): throw error
      }
    }
  }

  /// Transforms the value; a failure stays as it is.
  public func map<NewSuccess: Sendable>(_ transform: (Success) -> NewSuccess) -> TaskResult<
    NewSuccess
  > {
    switch self {
    case .success(let value): .success(transform(value))
    case .failure(let error): .failure(error)
    }
  }
}

extension TaskResult: Equatable where Success: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)):
      return left == right
    case (.failure(let left), .failure(let right)):
      return type(of: left) == type(of: right) && isEqualValues(left, right)
    default:
      return false
    }
  }
}
