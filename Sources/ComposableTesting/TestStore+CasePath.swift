import Composable

extension TestStore {
  /// Asserts that the next action received is of the case `casePath` names, whatever its payload,
  /// and the state it left, as TCA 1.0's `receive(/Action.response)`; none of that case fails
  /// with TCA's "Expected to receive an action matching case path, but didn't get one.".
  public func receive<Value>(
    _ casePath: CasePath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      matching: { casePath.extract($0) != nil }, miss: TestStoreMessages.noActionMatchingCasePath,
      timeout: timeout, assert: updateStateToExpectedResult,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
