import Composable
import ComposableTesting
import XCTest

@MainActor
final class SettingsTests: XCTestCase {
  func testBindingActionsWriteTheFieldBeforeTheFeatureRuns() async {
    let store = TestStore(initialState: Settings.State()) {
      Settings()
    }
    await store.send(.binding(.set(\.displayName, "Blob"))) {
      $0.displayName = "Blob"
    }
    await store.send(.binding(.set(\.displayName, ""))) {
      $0.displayName = ""
      $0.message = "A name is required"
    }
    await store.send(.binding(.set(\.isHapticsEnabled, false))) {
      $0.isHapticsEnabled = false
    }
    await store.send(.resetButtonTapped) {
      $0 = Settings.State()
    }
  }
}

@MainActor
final class LegacySettingsTests: XCTestCase {
  func testBindingStateFieldsAreWrittenThroughTheirProjection() async {
    let store = TestStore(initialState: LegacySettings.State()) {
      LegacySettings()
    }
    await store.send(.binding(.set(\.$displayName, "Blob"))) {
      $0.displayName = "Blob"
    }
    await store.send(.binding(.set(\.$displayName, ""))) {
      $0.displayName = ""
      $0.message = "A name is required"
    }
    await store.send(.binding(.set(\.$isHapticsEnabled, false))) {
      $0.isHapticsEnabled = false
    }
  }

  func testBindingStateDumpsAsItsValueUnderTheStorageName() async {
    XCTAssertEqual(
      customDump(LegacySettings.State(displayName: "Blob")),
      """
      LegacySettings.State(
        _displayName: "Blob",
        _isHapticsEnabled: true,
        message: nil
      )
      """)
  }
}
