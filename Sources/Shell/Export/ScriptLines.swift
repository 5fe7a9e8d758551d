/// The lines of a script `save` writes: a header, then each command after the `use` of its
/// feature when that changes, with a note before a command whose secret was left out.
struct ScriptLines {
  private(set) var lines: [String]
  private var feature: String?
  /// How many commands had a secret left out.
  private(set) var secrets = 0

  init(header: [String]) { lines = header }

  /// Appends one command's lines, run in `feature`.
  mutating func append(feature: String, isSecret: Bool, _ commandLines: [String]) {
    if feature != self.feature {
      lines.append("use \(feature)")
      self.feature = feature
    }
    if isSecret {
      // A replay stops at this line until the value is filled in.
      lines.append(
        "# a secret was left out: write its value in place of \(ActionResolver.leftOutSecret)")
      secrets += 1
    }
    lines += commandLines
  }

  /// ` (N with a secret left out: fill those in)`, or nothing.
  var secretNote: String {
    secrets > 0 ? " (\(secrets) with a secret left out: fill those in)" : ""
  }

  /// The file's text.
  var text: String { lines.joined(separator: "\n") + "\n" }

  /// A path as a replay command line writes it (quoted when it holds a blank).
  static func shown(_ path: String) -> String {
    path.contains(" ") ? "\"\(path)\"" : path
  }
}
