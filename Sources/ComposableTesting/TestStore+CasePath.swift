import Composable

extension TestStore {
  /// Asserts that the next action received is of the case `casePath` names, whatever its payload,
  /// and the state it left, as TCA 1.0's `receive(/Action.response)`.
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
      { casePath.extract($0) != nil }, timeout: timeout, assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column)
  }
}
