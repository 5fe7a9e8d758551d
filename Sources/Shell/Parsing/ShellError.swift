/// A command that could not run: one line saying what was wrong and what would be right.
public struct ShellError: Error, Equatable, Sendable, CustomStringConvertible {
  public let message: String
  /// Keeps the message on one line: a word the user typed may hold a line break or a control
  /// character (written as `"\n"` in quotes), which would otherwise split or garble the line.
  public init(_ message: String) { self.message = Self.oneLine(message) }
  public var description: String { message }
}
