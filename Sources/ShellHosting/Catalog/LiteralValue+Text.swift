import Foundation

extension LiteralValue {
  /// Whether an unquoted word that starts like a number is still text: a UUID
  /// (`00000000-0000-0000-0000-000000000000`) or an ISO 8601 date (`2026-01-02T03:04:05Z`),
  /// which a `UUID` or a `Date` payload reads, as it reads the same text quoted.
  public static func isUnquotedText(_ text: String) -> Bool {
    UUID(uuidString: text) != nil || ValueShape.parseDate(text) != nil
  }
}
