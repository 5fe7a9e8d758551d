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
    // `element[id: 0]` (a stack element by id) is the listing's `element`.
    for component in path.split(separator: ".").map({ String($0.prefix { $0 != "[" }) }) {
      // As TCA's case key paths, a presentation's `presented` may go unnamed.
      if component != "presented", !level.contains(where: { $0.name == component }),
        let presented = level.first(where: { $0.name == "presented" && $0.isChild }),
        presented.children.contains(where: { $0.name == component })
      {
        level = presented.children
      }
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
      let more = walked.count < path.split(separator: ".").count
      if more, let payload = Self.plainPayload(found.parameters) {
        let next = path.split(separator: ".").map(String.init)[walked.count]
        throw ShellError(
          Self.noCaseInPayload(case: name, payload: payload, name: next))
      }
      if found.parameters.isEmpty {
        if walked.count < path.split(separator: ".").count {
          throw ShellError("\(name) carries no value, so it has no cases: receive \(name)")
        }
        if value != nil { throw ShellError("\(name) takes no value: receive \(name)") }
      }
      return
    }
  }

  /// A payload that can hold no case (a number, a string, a Bool, or several values), named as
  /// the case's signature shows it; nil when it may be an enum (checked when it arrives).
  private static func plainPayload(_ parameters: [ActionParameter]) -> String? {
    guard let first = parameters.first else { return nil }
    if parameters.count > 1 || first.label != nil {
      let list = parameters.map { ($0.label.map { "\($0): " } ?? "") + $0.typeName }
      return "(" + list.joined(separator: ", ") + ")"
    }
    return first.kind.base == .other ? nil : first.typeName
  }

  /// `addBook carries a Book, not an enum: it has no case 'title' (receive addBook, or receive
  /// addBook VALUE)`: what `receive` says for a name past a payload that has no cases.
  static func noCaseInPayload(case name: String, payload: String, name next: String) -> String {
    let article = payload.hasPrefix("(") ? "" : "AEIOU".contains(payload.prefix(1)) ? "an " : "a "
    return
      "\(name) carries \(article)\(payload), not an enum: it has no case '\(ShellError.shown(next))' (receive \(name), or receive \(name) VALUE)"
  }
}
