/// English the shell builds from names and numbers, said one way everywhere: "an AuthSession",
/// "a UUID", "1 command", "2 commands".
public enum Wording {
  /// `word` after "a" or "an", chosen by the sound it starts with: "an" before a vowel ("an Int",
  /// "an AuthSession"), "a" before a consonant, before a "you" sound written with a U or Eu
  /// ("a UUID", "a URL", "a UInt8", "a User", "a EuroAmount") and before a "w" sound written
  /// with an O ("a OneFieldError", "a OnceTimer").
  public static func withArticle(_ word: some StringProtocol) -> String {
    (startsWithVowelSound(word) ? "an " : "a ") + word
  }

  /// "1 command", "2 commands", "0 entries" (`plural` for a noun not made with "s").
  public static func count(_ count: Int, _ singular: String, plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
  }

  private static func startsWithVowelSound(_ word: some StringProtocol) -> Bool {
    let letters = Array(word.prefix(3))
    guard let first = letters.first, "aeiouAEIOU".contains(first) else { return false }
    let start = String(word.prefix(3)).lowercased()
    // "One" and "once" start with a "w"; "eu" with a "you".
    if start == "one" || start == "onc" || start.hasPrefix("eu") { return false }
    guard first == "U" || first == "u" else { return true }
    // An initialism (`UUID`, `URL`, `UInt`) is read letter by letter: "you".
    if letters.count > 1, letters[1].isUppercase { return false }
    return !["uni", "use", "usu", "uti", "ura", "uri"].contains(start)
  }
}
