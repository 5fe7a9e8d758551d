import Composable
import Features
import XCTest

@testable import Shell

/// A registration's feature names are words 'use' can type: a new user's `TCAShell.main` took
/// two features named `inventory` (the second unreachable), an empty name and `"my lab"`.
@MainActor
final class FeatureNamesTests: XCTestCase {
  func testEachProblemIsOneLine() async {
    XCTAssertEqual(
      FeatureNames.problem(["inventory", "inventory"]),
      "two features are registered as 'inventory': 'use inventory' could reach only one; give each its own name"
    )
    XCTAssertEqual(
      FeatureNames.problem(["inventory", ""]),
      "a feature is registered with an empty name: give it one 'use' can name")
    XCTAssertEqual(
      FeatureNames.problem(["my lab"]),
      "the feature name 'my lab' holds a blank, which 'use', the prompt and saved scripts cannot take: name it with one word (e.g. 'my-lab')"
    )
    XCTAssertEqual(
      FeatureNames.problem(["a>b"])?.hasPrefix("the feature name 'a>b' holds '>'"), true)
    XCTAssertNotNil(FeatureNames.problem([]))
    XCTAssertNil(FeatureNames.problem(allFeatures.map(\.name)))
    XCTAssertNil(FeatureNames.problem(["alerts-modern", "my_lab", "v2.0"]))
  }

  func testASessionRefusesThemBeforeItStarts() async {
    let counter = Feature(Counter(), name: "inventory", initialState: Counter.State())
    XCTAssertThrowsError(
      try Session(
        features: [counter, counter], initial: "inventory",
        output: Output(result: { _ in }, error: { _ in }))
    ) { error in
      XCTAssertEqual(
        (error as? ShellError)?.message.hasPrefix("two features are registered as 'inventory'"),
        true)
    }
  }
}
