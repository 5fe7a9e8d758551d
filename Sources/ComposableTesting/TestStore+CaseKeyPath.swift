import Composable

// TCA's case key path spellings of send and receive: `send(\.binding.name, "Blob")`,
// `send(\.child.tap)`, `receive(\.response.success)`, `receive(\.child, .tap)`,
// `receive(\.path[id: 0].detail.delegate.startMeeting)`. None needs `Action: Equatable`
// except the one comparing a received payload, which needs the payload's.

extension TestStore {
  /// Sends the action `keyPath` names with `value` as its payload, as TCA's
  /// `send(\.binding.name, "Blob")`; otherwise as ``send(_:assert:fileID:file:line:column:)``.
  @discardableResult
  public func send<Value>(
    _ keyPath: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      CasePath(keyPath).embed(value), assert: updateStateToExpectedResult, fileID: fileID,
      file: filePath, line: line, column: column)
  }

  /// Sends the payload-less action `keyPath` names, as TCA's `send(\.child.tap)`.
  @discardableResult
  public func send(
    _ keyPath: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      CasePath(keyPath).embed(()), assert: updateStateToExpectedResult, fileID: fileID,
      file: filePath, line: line, column: column)
  }

  /// Asserts that the next action received is of the case `keyPath` names, whatever its
  /// payload, and the state it left (TCA's `receive(\.response.success)`); one of another case
  /// fails with TCA's "Expected to receive an action matching case path, but didn't get one.".
  public func receive<Value>(
    _ keyPath: CaseKeyPath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      CasePath(keyPath), timeout: timeout, assert: updateStateToExpectedResult, fileID: fileID,
      file: filePath, line: line, column: column)
  }

  /// Asserts that the next action received is the case `keyPath` names holding `value`, as TCA's
  /// `receive(\.response, 42)`: another case, or another payload, fails.
  public func receive<Value: Equatable>(
    _ keyPath: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let path = CasePath(keyPath)
    await receive(
      matching: { path.extract($0) == value }, miss: TestStoreMessages.noActionMatchingCasePath,
      timeout: timeout, assert: updateStateToExpectedResult,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
