/// The names a shell's features are registered under (`Feature(…, name: "inventory")`): each is
/// typed after `use` and `--feature`, shown in the prompt (`inventory> `, `inventory/detail> `)
/// and saved in scripts, so each must be one word of its own.
enum FeatureNames {
  /// What is wrong with `names` as a registration, in one line; nil when nothing is.
  static func problem(_ names: [String]) -> String? {
    guard !names.isEmpty else {
      return "no features are registered: give TCAShell.main at least one Feature"
    }
    for name in names {
      if name.isEmpty {
        return "a feature is registered with an empty name: give it one 'use' can name"
      }
      if let bad = name.first(where: { $0.isWhitespace || $0 == ">" || $0 == "/" || $0 == "\"" }) {
        let what = bad.isWhitespace ? "a blank" : "'\(bad)'"
        return
          "the feature name '\(name)' holds \(what), which 'use', the prompt and saved scripts cannot take: name it with one word (e.g. '\(name.split(whereSeparator: { $0.isWhitespace || ">/\"".contains($0) }).joined(separator: "-"))')"
      }
    }
    var seen = Set<String>()
    for name in names where !seen.insert(name).inserted {
      return
        "two features are registered as '\(name)': 'use \(name)' could reach only one; give each its own name"
    }
    return nil
  }
}
