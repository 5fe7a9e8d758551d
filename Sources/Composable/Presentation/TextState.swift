/// Text for an alert, dialog or button that can be compared and dumped, as TCA's `TextState`.
/// It dumps as a quoted string (`"Alert!"`).
public struct TextState: Hashable, Sendable, ExpressibleByStringLiteral, CustomDumpStringConvertible
{
  /// The plain text.
  public let string: String

  public init(_ string: String) { self.string = string }
  public init(stringLiteral string: String) { self.string = string }

  public var customDumpDescription: String { customDump(string) }
}
