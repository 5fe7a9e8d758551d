/// What a parameter's type is, read once from the type: the one table of value kinds that the
/// shell's parsing of a line, its messages, its completion and `actions` all read, so that no
/// host compares printed type names and a kind is spelt the same way everywhere.
///
/// | base | written as | refused with a hint |
/// | --- | --- | --- |
/// | `int` (`Int`, `Int8`…`UInt64`) | `3`, `-2`, `0x10`, `0b101`, `0o17`, `1_000` | |
/// | `double` (`Double`, `Float`, `Decimal`) | `2.5`, `3`, `1_000.5`, `1e3` | |
/// | `bool` | `true`, `false` | |
/// | `string` | `"5"`, `"Blob Jr"`, or a bare word that is no other literal (`Blob`) | a number or a Bool unquoted: `write "5"` |
/// | `other` | by its own type (a case name, `UUID`, `Date`, `[1, 2]`, `Item(…)`) | |
///
/// `T?` adds `nil` (also `.none`) and `.some(x)`.
public struct ParameterKind: Equatable, Sendable {
  public enum Base: Equatable, Sendable { case int, double, bool, string, other }
  public let base: Base
  /// `T?`: `nil` fits.
  public let isOptional: Bool
  /// A value enum's case names, in the order the runtime numbers them: what completion offers
  /// and "did you mean" chooses from.
  public let caseNames: [String]
  /// Why the shell cannot build a value of the type (`the shell cannot build an IdentifiedArray
  /// value`), or nil when it can.
  public let unbuildable: String?

  public init(
    _ base: Base, isOptional: Bool = false, caseNames: [String] = [], unbuildable: String? = nil
  ) {
    self.base = base
    self.isOptional = isOptional
    self.caseNames = caseNames
    self.unbuildable = unbuildable
  }

  public static let int = Self(.int)
  public static let double = Self(.double)
  public static let bool = Self(.bool)
  public static let string = Self(.string)
  public static let other = Self(.other)

  var optional: Self {
    Self(base, isOptional: true, caseNames: caseNames, unbuildable: unbuildable)
  }

  /// The words that are every value of the kind, for completion: a value enum's cases, `true`
  /// and `false`, and `nil` for an optional; empty where the values are not a finite set.
  public var completions: [String] {
    var words = caseNames
    if base == .bool { words += ["true", "false"] }
    if isOptional { words.append("nil") }
    return words
  }

  /// Whether a string payload refuses this literal written unquoted: Swift reads `5`, `2.5` and
  /// `true` as a number or a Bool, never as text (`.setNote("5")`).
  public func refusesUnquoted(_ literal: LiteralValue) -> Bool {
    guard base == .string else { return false }
    switch literal {
    case .int, .unsigned, .double, .bool: return true
    default: return false
    }
  }

  /// One line for a literal that does not fit: the type, what would fit, what was written (never
  /// a secret's text), and how to write it when that is plain: `expected String, got an integer
  /// 5: write "5"`; `expected Genre (one of: fiction, poetry), got a string "fictoin": did you
  /// mean 'fiction'?`.
  public func mismatch(
    _ typeName: String, got literal: LiteralValue, isSecret: Bool = false, example: String? = nil
  ) -> String {
    var fits = example.map { " such as \($0)" } ?? ""
    if !caseNames.isEmpty { fits = " (one of: \(caseNames.joined(separator: ", ")))" }
    if refusesUnquoted(literal) {
      return isSecret
        ? "expected \(typeName), got \(literal.kind): write it in quotes"
        : "expected \(typeName), got \(literal.described): write \"\(literal.source)\""
    }
    var hint = ""
    if !caseNames.isEmpty, case .string(let text) = literal {
      hint = Suggestion.hint(for: Self.caseName(text), in: caseNames)
    }
    return "expected \(typeName)\(fits), got \(isSecret ? "a value" : literal.described)\(hint)"
  }

  /// The case a written name means: `poetry`, `.poetry` and `Genre.poetry` all name `poetry`.
  static func caseName(_ text: String) -> String {
    text.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? text
  }
}
