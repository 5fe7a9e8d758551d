/// A command that could not run: one line saying what was wrong and what would be right.
public struct ShellError: Error, Equatable, Sendable, CustomStringConvertible {
  public let message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
