/// The command language's string literals, read in one place by everything that reads one (the
/// lexer, bracketed values, `expect` and `{ … }` values, dumps compared with typed text), so
/// that every string the dumper prints reads back as the same string:
///
/// - `"…"`, with the escapes `\"`, `\\`, `\'`, `\n`, `\t`, `\r`, `\0` and `\u{…}` (the forms
///   Swift's `debugDescription`, and so a dump, writes);
/// - a raw literal `#"…"#` (any number of `#`s, the same on both sides), as the dumper prints a
///   string that holds a quote or a backslash: its text is as written, but for an escape
///   written with the delimiter's `#`s (`\#n`, `\#u{1B}`).
///
/// The shell writes a string back (`save --exhaustive`'s blocks, one-line values) as `"…"`
/// with escapes (``written(_:)``), which reads back here on one line whatever it holds.
enum QuotedString {
  /// Why a literal did not read; each caller words it in its own line.
  enum Problem: Error, Equatable {
    /// No closing quote (with `hashes` `#`s after it).
    case unterminated(hashes: Int)
    case unknownEscape(Unicode.Scalar)
    /// `\u` not followed by 1 to 8 hex digits in braces.
    case badUnicodeEscape
    /// `\u{D800}`: hex digits that are no Unicode scalar value.
    case notAScalar(String)
    /// A byte that was not UTF-8 (read as U+FFFD).
    case invalidUTF8
  }

  /// The number of `#`s of a raw literal opening at `start` (`#"`, `##"`), nil when none does.
  static func rawOpening(_ scalars: [Unicode.Scalar], at start: Int) -> Int? {
    var index = start
    while index < scalars.count, scalars[index] == "#" { index += 1 }
    guard index > start, index < scalars.count, scalars[index] == "\"" else { return nil }
    return index - start
  }

  /// Reads the literal at `start` (its `"`, or a raw literal's first `#`): its value and the
  /// index just past its closing delimiter.
  static func read(_ scalars: [Unicode.Scalar], at start: Int) throws(Problem) -> (
    value: String, end: Int
  ) {
    let hashes = rawOpening(scalars, at: start) ?? 0
    var index = start + hashes + 1
    var result = String.UnicodeScalarView()
    /// Whether the delimiter's `#`s follow `at`.
    func hashesFollow(_ at: Int) -> Bool {
      guard at + hashes <= scalars.count else { return false }
      return scalars[at..<(at + hashes)].allSatisfy { $0 == "#" }
    }
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      switch scalar {
      case "\"" where hashesFollow(index):
        return (String(result), index + hashes)
      case "\\" where hashesFollow(index):
        guard index + hashes < scalars.count else { throw .unterminated(hashes: hashes) }
        let (value, end) = try escape(scalars, at: index + hashes)
        result.append(value)
        index = end
      case "\u{FFFD}":
        throw .invalidUTF8
      default:
        result.append(scalar)
      }
    }
    throw .unterminated(hashes: hashes)
  }

  /// The string a `"""` block's lines (their margin dropped, joined by line feeds) hold, as the
  /// dumper prints one with `hashes` `#`s: the text as written but for its escapes (`\r`,
  /// `\0`, `\u{1B}`, written `\#r`… after `#`s), which the dumper uses for control characters.
  static func blockValue(_ content: String, hashes: Int) -> String {
    let scalars = Array(content.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let escape = index + 1 + hashes
      if scalars[index] == "\\", escape < scalars.count,
        scalars[(index + 1)..<escape].allSatisfy({ $0 == "#" }),
        let (value, end) = try? self.escape(scalars, at: escape)
      {
        result.append(value)
        index = end
        continue
      }
      result.append(scalars[index])
      index += 1
    }
    return String(result)
  }

  /// The index just past the literal at `start`, its escapes skipped but not read; nil when it
  /// has no closing quote.
  static func end(_ scalars: [Unicode.Scalar], at start: Int) -> Int? {
    let hashes = rawOpening(scalars, at: start) ?? 0
    func hashesFollow(_ at: Int) -> Bool {
      at + hashes <= scalars.count && scalars[at..<(at + hashes)].allSatisfy { $0 == "#" }
    }
    var index = start + hashes + 1
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      if scalar == "\"", hashesFollow(index) { return index + hashes }
      if scalar == "\\", hashesFollow(index) { index += hashes + 1 }
    }
    return nil
  }

  /// The escape whose letter is at `start` (after its `\` and `#`s): the scalar it writes and
  /// the index past it.
  private static func escape(_ scalars: [Unicode.Scalar], at start: Int) throws(Problem) -> (
    Unicode.Scalar, Int
  ) {
    let escaped = scalars[start]
    switch escaped {
    case "\"", "\\", "'": return (escaped, start + 1)
    case "n": return ("\n", start + 1)
    case "t": return ("\t", start + 1)
    case "r": return ("\r", start + 1)
    case "0": return ("\0", start + 1)
    case "u": return try unicodeEscape(scalars, at: start + 1)
    default: throw .unknownEscape(escaped)
    }
  }

  /// `{1F600}` at `start`: the scalar and the index past its `}`.
  private static func unicodeEscape(_ scalars: [Unicode.Scalar], at start: Int) throws(Problem)
    -> (Unicode.Scalar, Int)
  {
    guard start < scalars.count, scalars[start] == "{" else { throw .badUnicodeEscape }
    var digits = String.UnicodeScalarView()
    var index = start + 1
    while index < scalars.count, scalars[index] != "}" {
      digits.append(scalars[index])
      index += 1
      guard digits.count <= 8 else { throw .badUnicodeEscape }
    }
    guard index < scalars.count, !digits.isEmpty, let value = UInt32(String(digits), radix: 16)
    else { throw .badUnicodeEscape }
    guard let scalar = Unicode.Scalar(value) else { throw .notAScalar(String(digits)) }
    return (scalar, index + 1)
  }

  /// `string` as the shell writes it for its reader: in quotes, with `\"`, `\\`, `\n`, `\t`
  /// and `\u{…}` for other control characters, on one line whatever it holds.
  static func written(_ string: String) -> String {
    var result = "\""
    Escaping.shellWord.write(string, to: &result)
    return result + "\""
  }

  /// `text` with each string literal in it (either form) written as ``written(_:)`` writes its
  /// value, so that two texts that hold the same strings compare equal however they were
  /// quoted (`"q\"x"` and `#"q"x"#`). A literal that does not read is left as it is.
  static func canonical(_ text: String) -> String {
    // Nearly every dump holds only plain strings: nothing to rewrite. (A line feed is a dump's
    // layout; no literal here holds one as it is.)
    guard
      text.utf8.contains(where: {
        $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "\\") || ($0 < 0x20 && $0 != 0x0A)
          || $0 == 0x7F
      })
    else { return text }
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "\"" || rawOpening(scalars, at: index) != nil,
        let (value, end) = try? read(scalars, at: index)
      else {
        if scalar == "\"" {
          // An unreadable literal: the rest is left as written.
          result.append(contentsOf: scalars[index...])
          break
        }
        result.append(scalar)
        index += 1
        continue
      }
      result.append(contentsOf: written(value).unicodeScalars)
      index = end
    }
    return String(result)
  }
}
