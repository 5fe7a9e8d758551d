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
    guard let value = Double(number), value.isFinite else {
      throw ShellError("'\(ShellError.shown(text))' is not a duration: \(help)")
    }
    guard value >= 0 else { throw ShellError("'\(ShellError.shown(text))' is negative: \(help)") }
    let milliseconds = (value * scale * 1000).rounded()
    guard milliseconds <= 86_400_000 else {
      throw ShellError("'\(ShellError.shown(text))' is longer than a day: \(help)")
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
