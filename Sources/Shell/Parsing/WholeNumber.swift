/// A whole number typed as a command's argument (`undo 2`, `goto 3`, `pop 0`, `tap 1`,
/// `state --depth 2`): its digits, with the text as typed kept for messages.
///
/// A number too large for `Int` (`undo 99999999999999999999`) is past the end of every log,
/// stack and list the shell holds: it reads as `Int.max`, so it meets the one line a number
/// just past the end meets ("choose 0 to 4"), and that line shows it as it was typed. Never a
/// trap on overflow, never "not a whole number" for one that is.
struct WholeNumber: Equatable, Sendable, CustomStringConvertible {
  /// The number, `Int.max` when the typed one is larger.
  let value: Int
  /// The number as typed.
  let description: String

  /// Nil unless `text` is ASCII digits only (a sign, a blank or a letter is for the caller's
  /// own line).
  init?(_ text: some StringProtocol) {
    guard !text.isEmpty, text.allSatisfy(\.isASCIIDigit) else { return nil }
    value = Int(text) ?? .max
    description = String(text)
  }

  /// A position the shell worked out itself (never too large), written as digits.
  init(_ value: Int) {
    self.value = value
    description = String(value)
  }
}
