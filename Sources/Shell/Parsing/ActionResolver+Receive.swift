import Composable

extension ActionResolver {
  /// Checks `receive CASE.PATH [VALUE]` against a feature's action cases before it waits, as
  /// `send` checks its action: an unknown case is `unknown action 'tock' in timer` with a "did
  /// you mean", a value for a case that carries none is `tick takes no value`. Names past a case
  /// with a payload (`loginResponse.success`) name the payload's cases and are not checked here.
  static func checkReceived(
    path: String, value: String?, in cases: [ActionDescription], feature: String
  ) throws(ShellError) {
    var level = cases
    var walked: [String] = []
    for component in path.split(separator: ".").map(String.init) {
      guard let found = level.first(where: { $0.name == component }) else {
        let names = level.map(\.name)
        let scope = walked.isEmpty ? feature : walked.joined(separator: ".")
        throw ShellError(
          "unknown action '\(ShellError.shown(component))' in \(scope)\(Suggestion.hint(for: component, in: names)) (one of: \(names.joined(separator: ", ")))"
        )
      }
      walked.append(component)
      if found.isChild {
        level = found.children
        continue
      }
      let name = walked.joined(separator: ".")
      if found.parameters.isEmpty {
        if walked.count < path.split(separator: ".").count {
          throw ShellError("\(name) carries no value, so it has no cases: receive \(name)")
        }
        if value != nil { throw ShellError("\(name) takes no value: receive \(name)") }
      }
      return
    }
  }
}
