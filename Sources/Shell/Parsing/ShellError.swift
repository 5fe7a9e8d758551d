/// A command that could not run: one line saying what was wrong and what would be right.
public struct ShellError: Error, Equatable, Sendable, CustomStringConvertible {
  public let message: String
  /// Keeps the message on one line: a word the user typed may hold a line break or a control
  /// character (written as `"\n"` in quotes), which would otherwise split or garble the line.
  /// A huge message (a pasted megabyte quoted back) is cut so it stays readable.
  public init(_ message: String) {
    let line = Self.escapingControls(message)
    let limit = 400
    if line.count > limit {
      self.message = line.prefix(limit) + "… (\(line.count - limit) more characters)"
    } else {
      self.message = line
    }
  }
  public var description: String { message }
}
