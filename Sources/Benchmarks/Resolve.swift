import Composable
import Features
import Shell

/// The cost of one `send`'s resolve: its words matched against the feature's catalog, checked,
/// and built into an action value (no store). The hand catalogs are the ones the features had
/// before their catalogs were read from the types, kept here as the baseline.
@MainActor
func benchmarkResolve() {
  let count = 100_000
  let handCounter: [ActionCase<Counter.Action>] = [
    .case("increment", .increment), .case("decrement", .decrement),
  ]
  let handLogin: [ActionCase<Login.Action>] = [
    .case("login", .login),
    .case("setName", .value) { .setName($0) },
    .case("setPassword", Parameter<Redacted<String>>.value.secret) { .setPassword($0) },
    .case("startLoading", .startLoading),
    .case("stopLoading", .stopLoading),
    .case("logout", .logout),
    .child("alert", [.case("dismiss", .dismiss)]) { .alert($0) },
  ]
  func perResolve<Action>(_ cases: [ActionCase<Action>], _ line: String) -> Double {
    let descriptions = cases.map(ActionDescription.init)
    let words = try! Lexer.words(line)
    let name = words[0].text
    let arguments = Array(words.dropFirst())
    return fastest(runs: 5) {
      for _ in 0..<count {
        let resolved = try! ActionResolver.resolve(
          name: name, arguments: arguments, in: descriptions, feature: "bench")
        // The host's walk by name, as `StoreHost.send` does it.
        var level = cases
        var found: ActionCase<Action>?
        for component in resolved.path {
          found = level.first { $0.name == component }
          level = found!.children
        }
        blackHole(try! found!.action(resolved.values))
      }
    } / Double(count)
  }
  for (label, hand, reflected) in [
    (
      "increment (counter)", perResolve(handCounter, "increment"),
      perResolve(ReflectedCatalog.cases(of: Counter.Action.self), "increment")
    ),
    (
      "setName \"Blob\" (login)", perResolve(handLogin, "setName \"Blob\""),
      perResolve(ReflectedCatalog.cases(of: Login.Action.self), "setName \"Blob\"")
    ),
    (
      "alert.dismiss (login)", perResolve(handLogin, "alert.dismiss"),
      perResolve(ReflectedCatalog.cases(of: Login.Action.self), "alert.dismiss")
    ),
  ] {
    report(
      "send resolve, \(label), catalog from the type", duration(reflected) + "/send",
      baseline: "hand catalog " + duration(hand) + "/send",
      ratio: format(reflected / hand, 2) + "x the baseline", target: "<= the hand catalog + 10%",
      met: reflected <= hand * 1.1)
  }
}
