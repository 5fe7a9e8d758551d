/// Text for an alert, dialog or button that can be compared and dumped, as TCA's `TextState`.
/// It dumps as a quoted string (`"Alert!"`).
public struct TextState: Hashable, Sendable, ExpressibleByStringLiteral, CustomDumpStringConvertible
{
  /// The plain text.
  public let string: String

  public init(_ string: String) { self.string = string }
  public init(stringLiteral string: String) { self.string = string }

  /// Text used as it is, as TCA's `TextState(verbatim:)` (here no text is ever localized).
  public init(verbatim string: String) { self.string = string }

  /// Text from any string-like content (a `Substring`, say), as TCA's `TextState(_:)`.
  public init(_ content: some StringProtocol) { self.string = String(content) }

  /// The two texts one after the other, as TCA's `TextState + TextState`.
  public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.string + rhs.string) }

  public var customDumpDescription: String { customDump(string) }
}

extension String {
  /// The plain text of `state`, as TCA's `String(state:)`.
  public init(state: TextState) { self = state.string }
}
