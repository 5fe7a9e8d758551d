import Composable
import Features
import Shell

/// The cost of one `send`'s resolve: its words matched against the feature's catalog, checked,
/// and built into an action value (no store). The baseline is the path before issue 12: the hand
/// catalogs the features had, and the host walking the catalog again by name; now the catalog is
/// read from the type and the host walks to the case by the indices the parser found.
@MainActor
func benchmarkResolve() {
  let handCounter: [ActionCase<Counter.Action>] = [
    .case("increment", .increment), .case("decrement", .decrement),
  ]
  let handLogin: [ActionCase<Login.Action>] = [
    .case("login", .login),
    .case("setName", .value) { .setName($0) },
    .case("setPassword", Parameter<Redacted<String>>.value) { .setPassword($0) },
    .case("startLoading", .startLoading),
    .case("stopLoading", .stopLoading),
    .case("logout", .logout),
    .child("alert", [.case("dismiss", .dismiss)]) { .alert($0) },
  ]
  func perResolve<Action>(
    _ cases: [ActionCase<Action>], _ line: String, byName: Bool, count: Int = 100_000
  ) -> Double {
    let descriptions = cases.map(ActionDescription.init)
    let words = try! Lexer.words(line)
    let name = words[0].text
    let arguments = Array(words.dropFirst())
    return fastest(runs: 3) {
      for _ in 0..<count {
        let resolved = try! ActionResolver.resolve(
          name: name, arguments: arguments, in: descriptions, feature: "bench")
        var level = cases
        var found: ActionCase<Action>?
        if byName {
          for component in resolved.path {
            found = level.first { $0.name == component }
            level = found!.children
          }
        } else {
          for index in resolved.indices {
            found = level[index]
            level = level[index].children
          }
        }
        blackHole(try! found!.action(resolved.values))
      }
    } / Double(count)
  }
  // The machine is shared: the two sides alternate, and each keeps its fastest round.
  func compare(_ measure: (Bool) -> Double) -> (hand: Double, reflected: Double) {
    var best = (hand: Double.infinity, reflected: Double.infinity)
    for _ in 0..<5 {
      best.hand = min(best.hand, measure(true))
      best.reflected = min(best.reflected, measure(false))
    }
    return best
  }
  let reflectedCounter = ReflectedCatalog.cases(of: Counter.Action.self)
  let reflectedLogin = ReflectedCatalog.cases(of: Login.Action.self)
  var rows: [(label: String, times: (hand: Double, reflected: Double))] = [
    (
      "increment (counter)",
      compare {
        $0
          ? perResolve(handCounter, "increment", byName: true)
          : perResolve(reflectedCounter, "increment", byName: false)
      }
    ),
    (
      "setName \"Blob\" (login)",
      compare {
        $0
          ? perResolve(handLogin, "setName \"Blob\"", byName: true)
          : perResolve(reflectedLogin, "setName \"Blob\"", byName: false)
      }
    ),
    (
      "alert.dismiss (login)",
      compare {
        $0
          ? perResolve(handLogin, "alert.dismiss", byName: true)
          : perResolve(reflectedLogin, "alert.dismiss", byName: false)
      }
    ),
  ]
  // One row per payload kind the hand catalogs could build; the kinds they could not build
  // (enums by case name, UUID, Date, URL, arrays, Decodable structs) have no baseline, and
  // their figures are printed alone.
  let reflectedKinds = ReflectedCatalog.cases(of: PayloadKinds.self)
  var alone: [(line: String, time: Double)] = []
  for (line, hand) in PayloadKinds.lines {
    guard hand else {
      var best = Double.infinity
      for _ in 0..<5 {
        best = min(best, perResolve(reflectedKinds, line, byName: false, count: 20_000))
      }
      alone.append((line, best))
      continue
    }
    rows.append(
      (
        line,
        compare {
          $0
            ? perResolve(PayloadKinds.handCatalog, line, byName: true, count: 20_000)
            : perResolve(reflectedKinds, line, byName: false, count: 20_000)
        }
      ))
  }
  for (label, times) in rows {
    let (hand, reflected) = times
    report(
      "send resolve, \(label), from the type, by index", duration(reflected) + "/send",
      baseline: "hand catalog, by name " + duration(hand) + "/send",
      ratio: format(reflected / hand, 2) + "x the baseline", target: "<= the hand catalog + 10%",
      met: reflected <= hand * 1.1)
  }
  for (line, time) in alone {
    print(
      "send resolve, \(line), from the type, by index: \(duration(time))/send (no hand catalog built this kind)"
    )
  }
}
