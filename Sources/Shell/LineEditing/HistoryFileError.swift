/// A history file could not be read or written.
public struct HistoryFileError: Error, Equatable, CustomStringConvertible {
  /// The file (or directory) the operation was working on.
  public var path: String
  /// What went wrong, in words.
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "\(path): \(reason)" }
}
