/// Where a test store's failure belongs: the `send`, `receive`, `finish`, `assert` or
/// `TestStore(...)` call it is about, as the call's defaulted `fileID:file:line:column:` caught it
/// (the four TCA's `TestStore` methods take, and what Swift Testing's `SourceLocation` needs).
/// Lines and columns are 1-based, as `#line` and `#column` give them.
struct CallSite: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// The line a failure outside any test writes to standard error: `Module/File.swift:12: message`,
  /// the form TCA's default issue reporter prints on Linux (tca-oracle.md, "Which stream gets
  /// what").
  func standardErrorLine(_ message: String) -> String {
    "\(fileID):\(line): \(message)\n"
  }
}
