/// Durations typed at the shell: a number and a unit, `500ms`, `3s`, `1.5s`, `2m` (or `2min`),
/// `1h`; a bare number is seconds; at most a day. Every refusal says the same accepted forms.
enum DurationLiteral {
  static let help =
    "write a duration from 0 to 24h as a number and ms, s, m (or min) or h: 500ms, 1.5s, 2m, 1h"

  static func parse(_ text: String) throws(ShellError) -> Duration {
    // `ms` and `min` before `m` and `s`, which end them.
    let units: [(suffix: String, scale: Double)] = [
      ("ms", 0.001), ("min", 60), ("s", 1), ("m", 60), ("h", 3600),
    ]
    var number = Substring(text)
    var scale = 1.0
    for unit in units where text.hasSuffix(unit.suffix) {
      number = text.dropLast(unit.suffix.count)
      scale = unit.scale
      break
    }
    // Decimal digits only, as the help says: `Double` also reads `0x10`, `1e3` and `nan`.
    let negative = number.hasPrefix("-")
    let digits = negative ? number.dropFirst() : number
    guard digits.contains(where: \.isNumber), digits.filter({ $0 == "." }).count <= 1,
      digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "_") }),
      let value = Double(digits.filter { $0 != "_" }), value.isFinite
    else {
      throw ShellError("'\(ShellError.shown(text))' is not a duration: \(help)")
    }
    guard !negative else { throw ShellError("'\(ShellError.shown(text))' is negative: \(help)") }
    let exact = value * scale * 1000
    guard exact <= 86_400_000 else {
      throw ShellError("'\(ShellError.shown(text))' is longer than a day: \(help)")
    }
    let milliseconds = exact.rounded()
    // The clock moves by whole milliseconds: a finer part would be dropped without a word.
    guard abs(exact - milliseconds) < 1e-6 else {
      throw ShellError("'\(ShellError.shown(text))' is finer than a millisecond: \(help)")
    }
    return .milliseconds(Int64(milliseconds))
  }

  /// `5 s`, `1.5 s`, `250 ms`: how the shell words a duration.
  static func describe(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    if milliseconds % 1000 == 0 { return "\(milliseconds / 1000) s" }
    if milliseconds < 1000 { return "\(milliseconds) ms" }
    return "\(Double(milliseconds) / 1000) s"
  }
}
