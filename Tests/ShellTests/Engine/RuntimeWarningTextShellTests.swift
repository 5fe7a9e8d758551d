import ShellTestSupport
import XCTest

/// The shell prints a runtime warning as TCA words it (reference/tca-navigation-texts.md 4.A and
/// 4.C): every paragraph, and the action by its cases alone, at the line that caused it. Runs
/// the built executable, whose warnings go to its standard error.
final class RuntimeWarningTextShellTests: XCTestCase {
  /// The `"Features/Todos.swift:84"` a warning names: the reducer's own line, read back so that
  /// an edit of the feature does not break the test.
  private func site(_ errors: String) -> String {
    guard let open = errors.range(of: " at \"") else { return "" }
    return String(errors[open.upperBound...].prefix { $0 != "\"" })
  }

  func testAMissingRowPrintsTCAsForEachWarning() throws {
    let run = try TestPackage.shell(
      ["--clock", "test"], stdin: "use todos\nsend todos.element.toggle 9\n")
    let site = site(run.errors)
    XCTAssertTrue(site.hasPrefix("Features/Todos.swift:"), site)
    XCTAssertEqual(
      run.errors,
      """
      line 2: warning: A "forEach" at "\(site)" received an action for a missing element.

        Action:
          Todos.Action.todos(.element(id:, action: .toggle))

      This is generally considered an application logic error, and can happen for a few reasons:

      A parent reducer removed an element with this ID before this reducer ran. This reducer must run before any other reducer removes an element, which ensures that element reducers can handle their actions while their state is still available.

      An in-flight effect emitted this action when state contained no element at this ID. While it may be perfectly reasonable to ignore this action, consider canceling the associated effect before an element is removed, especially if it is a long-living effect.

      This action was sent to the store while its state contained no element at this ID. To fix this make sure that actions for this reducer can only be sent from a store when its state contains an element at this id. In SwiftUI applications, use "ForEachStore".

      """)
  }

  func testADismissWithNothingPresentedPrintsTCAsIfLetWarning() throws {
    let run = try TestPackage.shell([], stdin: "use alerts-modern\nsend alert.dismiss\n")
    let site = site(run.errors)
    XCTAssertTrue(site.hasPrefix("Features/AlertsModern.swift:"), site)
    XCTAssertEqual(
      run.errors,
      """
      line 2: warning: An "ifLet" at "\(site)" received a presentation action when destination state was absent.

        Action:
          AlertsModern.Action.alert(.dismiss)

      This is generally considered an application logic error, and can happen for a few reasons:

      A parent reducer set destination state to "nil" before this reducer ran. This reducer must run before any other reducer sets destination state to "nil". This ensures that destination reducers can handle their actions while their state is still present.

      This action was sent to the store while destination state was "nil". Make sure that actions for this reducer can only be sent from a store when state is present, or from effects that start from this reducer.

      """)
  }
}
