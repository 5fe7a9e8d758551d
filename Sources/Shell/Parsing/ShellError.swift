/// A command that could not run: one line saying what was wrong and what would be right, and
/// its kind, which is what code that decides by the failure reads (never the message's text).
public struct ShellError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What failed, where the shell acts on it beyond printing the line.
  public enum Kind: Equatable, Sendable {
    /// The line is refused or did not hold: nothing beyond the message follows.
    case refused
    /// A `send` gave `••••`, the value `save` leaves out for a secret: a script stops at the
    /// line (the lines after it would run without the value and fail for that reason alone).
    case leftOutSecret
    /// A state path went through nil (`alert is nil, so it has no 'title'`), or named a key its
    /// dictionary lacks (where Swift's subscript gives nil): a block's assertion through it
    /// holds nothing, as optional chaining in an assert closure.
    case pathThroughNil
    /// A state path named a field its struct does not have: a typo whatever the state, where a
    /// path through something absent now may reach a value once a command has run.
    case noFieldOfAStruct
    /// A value nested past ``StructuredLiteral/depthLimit``: no reading of it is attempted,
    /// where a structured value the reader cannot build may still be a dump to compare as text.
    case nestedTooDeep
  }

  public let message: String
  public let kind: Kind

  /// Keeps the message on one line: a word the user typed may hold a line break or a control
  /// character (written as `"\n"` in quotes), which would otherwise split or garble the line.
  /// A huge message (a pasted megabyte quoted back) is cut so it stays readable.
  public init(_ message: String, kind: Kind = .refused) {
    let line = Self.escapingControls(message)
    let limit = 400
    if line.count > limit {
      self.message = line.prefix(limit) + "… (\(line.count - limit) more characters)"
    } else {
      self.message = line
    }
    self.kind = kind
  }
  public var description: String { message }
}
