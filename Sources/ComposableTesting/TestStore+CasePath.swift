import Composable

extension TestStore {
  /// Asserts that the next action received is of the case `casePath` names, whatever its payload,
  /// and the state it left, as TCA 1.0's `receive(/Action.response)`.
  public func receive<Value>(
    _ casePath: CasePath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
  ) async {
    await receive(
      { casePath.extract($0) != nil }, timeout: timeout, assert: updateStateToExpectedResult,
      file: file, line: line)
  }
}
