import Composable
import Features
import Shell
import XCTest

/// Alerts and dialogs driven by `tap` and `dismiss` through the real session, in both styles.
@MainActor
final class AlertTranscriptTests: XCTestCase {
  private func run(_ script: String, in feature: String) async throws -> (
    output: String, errors: String, status: Int32
  ) {
    try await runScript(script, features: allFeatures, initial: feature)
  }

  /// The done-when script, in both styles.
  private let doneWhen = """
    send alertButtonTapped
    tap Increment
    expect count == 1
    expect alert.title == "Incremented!"
    dismiss
    expect alert == nil
    """

  func testAlertsIn2021StyleTapSendsDismissThenTheButtonAction() async throws {
    let run = try await run(doneWhen, in: "alerts")
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.status, 0)
    let actions = run.output.split(separator: "\n").filter { $0.hasPrefix("  Alerts.Action.") }
    XCTAssertEqual(
      actions,
      [
        "  Alerts.Action.alertButtonTapped", "  Alerts.Action.alertDismissed",
        "  Alerts.Action.incrementButtonTapped", "  Alerts.Action.alertDismissed",
      ], "iOS 14/15 order: the dismiss action first, then the button's action")
    XCTAssertTrue(
      run.output.contains(
        """
        Alert: Alert!
          This is an alert
          [1] Cancel (cancel)
          [2] Increment

        """), run.output)
    XCTAssertTrue(run.output.contains("Alert: Incremented!\n  [1] OK\n"))
  }

  func testAlertsModernOneTapIsOneAction() async throws {
    let run = try await run(doneWhen, in: "alerts-modern")
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(
      run.output,
      """
        AlertsModern.Action.alertButtonTapped
        AlertsModern.State(
      -   _alert: nil,
      +   _alert: AlertState(
      +     title: "Alert!",
      +     actions: [
      +       [0]: ButtonState(
      +         role: .cancel,
      +         action: .send(nil),
      +         label: "Cancel"
      +       ),
      +       [1]: ButtonState(
      +         action: .send(
      +           .incrementButtonTapped
      +         ),
      +         label: "Increment"
      +       )
      +     ],
      +     message: "This is an alert"
      +   ),
          _confirmationDialog: nil,
          count: 0
        )
      Alert: Alert!
        This is an alert
        [1] Cancel (cancel)
        [2] Increment
        AlertsModern.Action.alert(
          .presented(.incrementButtonTapped)
        )
        AlertsModern.State(
      -   _alert: AlertState(
      -     title: "Alert!",
      -     actions: [
      -       [0]: ButtonState(
      -         role: .cancel,
      -         action: .send(nil),
      -         label: "Cancel"
      -       ),
      -       [1]: ButtonState(
      -         action: .send(
      -           .incrementButtonTapped
      -         ),
      -         label: "Increment"
      -       )
      -     ],
      -     message: "This is an alert"
      -   ),
      +   _alert: AlertState(title: "Incremented!"),
          _confirmationDialog: nil,
      -   count: 0
      +   count: 1
        )
      Alert: Incremented!
        [1] OK
        AlertsModern.Action.alert(.dismiss)
        AlertsModern.State(
      -   _alert: AlertState(title: "Incremented!"),
      +   _alert: nil,
          _confirmationDialog: nil,
          count: 1
        )

      """)
  }

  func testCancelDismissesInBothStylesWithTheSameFinalState() async throws {
    for feature in ["alerts", "alerts-modern"] {
      let run = try await run(
        "send alertButtonTapped\ntap cancel\nexpect alert == nil\nexpect count == 0", in: feature)
      XCTAssertEqual(run.errors, "", feature)
    }
    let modern = try await run("send alertButtonTapped\ntap 1", in: "alerts-modern")
    XCTAssertTrue(
      modern.output.contains("  AlertsModern.Action.alert(.dismiss)\n"),
      "Cancel has no action: .dismiss")
  }

  func testDialogIncrementInBothStyles() async throws {
    let legacy = try await run(
      "send actionSheetButtonTapped\ndialog\ntap Increment\nexpect actionSheet == nil\nexpect count == 1\nexpect alert.title == \"Incremented!\"",
      in: "alerts")
    XCTAssertEqual(legacy.errors, "")
    XCTAssertTrue(
      legacy.output.contains(
        "Dialog: Action sheet\n  This is an action sheet.\n  [1] Cancel (cancel)\n  [2] Increment\n  [3] Decrement\n"
      ))
    let modern = try await run(
      "send confirmationDialogButtonTapped\ntap increment\nexpect confirmationDialog == nil\nexpect count == 1\nexpect alert.title == \"Incremented!\"",
      in: "alerts-modern")
    XCTAssertEqual(
      modern.errors, "", "the dialog's Increment nils the dialog and the new alert stays")
  }

  func testMultipleAlertsShowsTitleAndButtonsOfTheSlot() async throws {
    let run = try await run(
      """
      send alert1ButtonTapped
      tap Close (1)
      send alert2ButtonTapped
      alert
      dismiss
      send errorButtonTapped
      tap "close"
      expect alert == .dismissed
      """, in: "multiple-alerts")
    XCTAssertEqual(run.errors, "")
    XCTAssertTrue(run.output.contains("Alert: Alert 1\n  [1] Close (1) (cancel)\n"))
    XCTAssertTrue(run.output.contains("Alert: Alert 2\n  [1] Close (2) (cancel)\n"))
    XCTAssertTrue(run.output.contains("Alert: Error!!\n  [1] Close (cancel)\n"))
    let actions = run.output.split(separator: "\n").filter {
      $0.hasPrefix("  MultipleAlerts.Action.")
    }
    XCTAssertEqual(
      actions.filter { $0.hasSuffix("alertDismissed") }.count, 3, "each Close only dismisses")
  }

  func testBadTapsChangeNothing() async throws {
    let run = try await run(
      """
      tap 1
      dismiss
      send alertButtonTapped
      tap 3
      tap 0
      tap Incremnt
      tap
      alert extra
      state
      """, in: "alerts-modern")
    XCTAssertEqual(
      run.errors,
      """
      line 1: nothing is presented to tap: send an action that presents an alert, a dialog or a sheet first
      line 2: nothing is presented to dismiss: send an action that presents an alert, a dialog or a sheet first
      line 4: no button 3 on alert "Alert!": choose 1 to 2 (1 Cancel, 2 Increment)
      line 5: no button 0 on alert "Alert!": choose 1 to 2 (1 Cancel, 2 Increment)
      line 6: no button 'Incremnt' on alert "Alert!": did you mean 'Increment'? (buttons: 1 Cancel, 2 Increment)
      line 7: usage: tap N | tap TITLE (e.g. tap Increment)
      line 8: alert takes no arguments: alert

      """)
    XCTAssertTrue(run.output.hasSuffix("  count: 0\n)\n"))
    XCTAssertTrue(
      run.output.contains("_alert: AlertState(\n    title: \"Alert!\""), "the alert is still there")
  }

  func testAlertAndDialogSayWhenNothingIsPresented() async throws {
    let run = try await run("alert\ndialog", in: "alerts")
    XCTAssertEqual(run.output, "No alert is presented.\nNo dialog is presented.\n")
  }

  func testStateAlertDumpsAsCustomDump() async throws {
    let run = try await run("send alertButtonTapped\ntap 2\nstate alert", in: "alerts-modern")
    XCTAssertTrue(run.output.hasSuffix("AlertState(title: \"Incremented!\")\n"), run.output)
  }
}

extension AlertTranscriptTests {
  func testRoleOfAButtonWithoutOneIsNil() async throws {
    let run = try await runScript(
      "send alertButtonTapped\nexpect alert.actions.1.role == nil\nexpect alert.actions.0.role == .cancel\nexpect alert.buttons.1.label == \"Increment\"",
      features: allFeatures, initial: "alerts-modern")
    XCTAssertEqual(run.errors, "")
  }

  func testExpectAcceptsOneLineValuesAndArrayLiterals() async throws {
    let run = try await runScript(
      """
      send alertButtonTapped
      expect alert.actions.0 == ButtonState(role:.cancel,action:.send(nil),label:"Cancel")
      expect alert.actions == [ButtonState(role: .cancel, action: .send(nil), label: "Cancel"), ButtonState(action: .send(.incrementButtonTapped), label: "Increment")]
      expect alert == AlertState(title: "Alert!", actions: [ButtonState(role: .cancel, action: .send(nil), label: "Cancel"), ButtonState(action: .send(.incrementButtonTapped), label: "Increment")], message: "This is an alert")
      expect alert.title == Alert!
      """, features: allFeatures, initial: "alerts-modern")
    XCTAssertEqual(
      run.errors,
      "line 5: expected alert.title == Alert!, but alert.title is \"Alert!\" (write text in quotes: \"Alert!\")\n"
    )
  }

  func testWarningsCarryTheLineThatCausedThem() async throws {
    var output = ""
    var errors = ""
    let sink = Output(result: { output += $0 }, error: { errors += $0 })
    let session = try Session(features: allFeatures, initial: "alerts-modern", output: sink)
    session.currentLine = 7
    session.warn("something is off")
    sink.flush()
    XCTAssertEqual(errors, "line 7: warning: something is off\n")
    XCTAssertEqual(output, "")
  }
}

extension AlertTranscriptTests {
  func testTabCompletesButtonsAfterTapAndOptions() async throws {
    let sink = Output(result: { _ in }, error: { _ in })
    let session = try Session(features: allFeatures, initial: "alerts-modern", output: sink)
    XCTAssertEqual(session.completions(for: "tap "), [], "nothing presented, nothing to tap")
    _ = await session.execute("send alertButtonTapped")
    XCTAssertEqual(session.completions(for: "tap "), ["1", "2", "Cancel", "Increment"])
    XCTAssertEqual(session.completions(for: "diff "), ["on", "off", "compact"])
    XCTAssertEqual(
      session.completions(for: "set "), ["diff", "date", "uuid", "exhaustive", "notes"])
    XCTAssertEqual(session.completions(for: "set diff "), ["on", "off", "compact"])
  }
}

extension AlertTranscriptTests {
  func testTapCompletionIgnoresCase() async throws {
    let sink = Output(result: { _ in }, error: { _ in })
    let session = try Session(features: allFeatures, initial: "alerts-modern", output: sink)
    _ = await session.execute("send alertButtonTapped")
    XCTAssertTrue(session.completions(for: "tap i").contains("increment"))
  }
}
