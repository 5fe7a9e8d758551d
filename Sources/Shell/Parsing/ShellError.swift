/// A command that could not run: one line saying what was wrong and what would be right.
public struct ShellError: Error, Equatable, Sendable, CustomStringConvertible {
  public let message: String
  /// Messages quote what was typed; a huge line (a pasted megabyte) is cut so the message stays
  /// one readable line.
  public init(_ message: String) {
    let limit = 400
    if message.count > limit {
      self.message = message.prefix(limit) + "… (\(message.count - limit) more characters)"
    } else {
      self.message = message
    }
  }
  public var description: String { message }
}
