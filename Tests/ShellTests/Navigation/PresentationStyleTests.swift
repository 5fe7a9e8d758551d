import Composable
import Features
import Foundation
import XCTest

@testable import Shell

/// A presented child feature prints under the kind its view shows it as (issue 13: "kind
/// (`Sheet`, `Full-screen cover`, `Popover`, `Navigation destination`), the child's name"). In
/// TCA the view picks `.sheet(item:)`, `.fullScreenCover(item:)`, `.popover(item:)` or
/// `.navigationDestination(item:)`, so the registration names it; these register TCA's SyncUps
/// reducers with other views than the app's own (which are sheets).
@MainActor
final class PresentationStyleTests: XCTestCase {
  func syncUps(_ styles: [String: PresentationStyle]) -> Feature {
    Feature(
      SyncUpsApp(), name: "syncups", initialState: SyncUpsApp.State(), presentationStyles: styles)
  }

  func run(_ script: String, styles: [String: PresentationStyle], json: Bool = false)
    async throws -> (output: String, errors: String, status: Int32)
  {
    try await runScript(
      "set diff off\n" + script, features: [syncUps(styles)], initial: "syncups", json: json)
  }

  func testEachStyleHeadsTheChildWhenPresentedAndWhenReprinted() async throws {
    let expected: [(PresentationStyle?, String)] = [
      (nil, "Sheet"), (.sheet, "Sheet"), (.fullScreenCover, "Full-screen cover"),
      (.popover, "Popover"), (.navigationDestination, "Navigation destination"),
    ]
    for (style, heading) in expected {
      let run = try await run(
        "send syncUpsList.addSyncUpButtonTapped\nsheet\n",
        styles: style.map { ["addSyncUp": $0] } ?? [:])
      XCTAssertEqual(run.status, 0, run.errors)
      let line = "\(heading): SyncUpForm (syncUpsList.addSyncUp)\n"
      XCTAssertEqual(run.output.components(separatedBy: line).count - 1, 2, run.output)
    }
  }

  func testACaseOfADestinationDeepInTheStackTakesItsStyleAndOthersStaySheets() async throws {
    let run = try await run(
      """
      send syncUpsList.addSyncUpButtonTapped
      send syncUpsList.confirmAddButtonTapped
      send syncUpsList.syncUpTapped id=0
      send path[0].detail.editButtonTapped
      """, styles: ["destination.edit": .navigationDestination])
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertTrue(run.output.contains("Sheet: SyncUpForm (syncUpsList.addSyncUp)\n"), run.output)
    XCTAssertTrue(
      run.output.contains(
        "Navigation destination: SyncUpForm (path[id: 0].detail.destination.edit)\n"), run.output)
  }

  func testAKeyNamingTheFieldCoversItsCasesAndACaseKeyWins() {
    let feature = syncUps(["destination": .popover, "detail.destination.edit": .fullScreenCover])
    XCTAssertEqual(feature.presentationStyleProblems, [])
    let styles = feature.presentationStyles
    XCTAssertEqual(
      styles.style(
        value: ["path", "detail", "destination", "edit"], slot: ["path", "detail", "destination"]),
      .fullScreenCover)
    XCTAssertEqual(
      styles.style(value: ["destination", "other"], slot: ["destination"]), .popover)
    XCTAssertEqual(
      styles.style(value: ["syncUpsList", "addSyncUp"], slot: ["syncUpsList", "addSyncUp"]),
      .sheet)
  }

  func testJSONNamesTheKind() async throws {
    let cover = try await run(
      "send syncUpsList.addSyncUpButtonTapped\n", styles: ["addSyncUp": .fullScreenCover],
      json: true)
    XCTAssertEqual(cover.status, 0, cover.errors)
    let presented = try XCTUnwrap(
      cover.output.split(separator: "\n").first { $0.contains(#""event":"presented""#) })
    XCTAssertTrue(presented.contains(#""kind":"fullScreenCover""#), String(presented))
    XCTAssertTrue(presented.contains(#""title":"SyncUpForm""#), String(presented))
    XCTAssertTrue(
      presented.contains(#""text":"Full-screen cover: SyncUpForm (syncUpsList.addSyncUp)\n"#),
      String(presented))
    let sheet = try await run("send syncUpsList.addSyncUpButtonTapped\n", styles: [:], json: true)
    XCTAssertTrue(sheet.output.contains(#""kind":"sheet""#), sheet.output)
  }

  func testATapThatMissesNamesTheKind() async throws {
    let run = try await run(
      "send syncUpsList.addSyncUpButtonTapped\ntap 9\n", styles: ["addSyncUp": .popover])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(
      run.errors.hasPrefix(
        "line 3: no action 9 on the popover syncUpsList.addSyncUp: choose 1 to "),
      run.errors)
  }

  func testAKeyNamingNoPresentedChildFeatureIsAProblem() {
    let feature = syncUps([
      "destination.edti": .popover,
      "destination.alert": .popover,
      "path[0].detail": .popover,
      "syncUpsList.addSyncUp": .fullScreenCover,
    ])
    let places = "they are at path.detail.destination.edit, syncUpsList.addSyncUp"
    XCTAssertEqual(
      feature.presentationStyleProblems,
      [
        // An alert is not a child feature: it prints as an alert whatever the view.
        "\"destination.alert\": no presented child feature of SyncUpsApp.State is there (\(places))",
        "\"destination.edti\": no presented child feature of SyncUpsApp.State is there (\(places))",
        "\"path[0].detail\": write a presented child's place as field and case names joined by dots, without element ids (\"destination.edit\")",
      ])
    // A registration whose keys all name a place has none; the built-in features name none.
    XCTAssertEqual(syncUps(["addSyncUp": .popover]).presentationStyleProblems, [])
    for feature in allFeatures {
      XCTAssertEqual(feature.presentationStyleProblems, [], feature.name)
    }
  }

  func testTheShellWarnsOfAProblemAtTheStartAndShowsTheChildAsASheet() async throws {
    let run = try await run(
      "send syncUpsList.addSyncUpButtonTapped\n", styles: ["addSyncUps": .popover])
    XCTAssertEqual(
      run.errors,
      "warning: syncups: presentationStyles: \"addSyncUps\": no presented child feature of SyncUpsApp.State is there (they are at path.detail.destination.edit, syncUpsList.addSyncUp)\n"
    )
    XCTAssertEqual(run.status, 0)
    XCTAssertTrue(run.output.contains("Sheet: SyncUpForm (syncUpsList.addSyncUp)\n"), run.output)
  }

  func testAStateWithoutChildFeaturesSaysItHasNone() {
    let feature = Feature(
      Counter(), name: "counter", initialState: Counter.State(),
      presentationStyles: ["sheet": .popover])
    XCTAssertEqual(
      feature.presentationStyleProblems,
      ["\"sheet\": no presented child feature of Counter.State is there (it has none)"])
  }
}
