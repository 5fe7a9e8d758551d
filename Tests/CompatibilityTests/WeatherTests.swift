import Composable
import ComposableTesting
import XCTest

@MainActor
final class WeatherTests: XCTestCase {
  func testASuccessfulResponse() async {
    let store: TestStoreOf<Weather> = TestStore(initialState: Weather.State()) {
      Weather()
    } withDependencies: {
      $0.weatherClient.forecast = { "Rain" }
    }
    await store.send(.refreshButtonTapped) { $0.isRefreshing = true }
    await store.receive(.forecastResponse(.success("Rain"))) {
      $0.isRefreshing = false
      $0.forecast = "Rain"
    }
  }

  func testAFailedResponseComparesItsError() async {
    let store = TestStore(initialState: Weather.State(forecast: "Rain")) {
      Weather()
    } withDependencies: {
      $0.weatherClient.forecast = { throw StationOffline(station: "KSFO") }
    }
    await store.send(.refreshButtonTapped) { $0.isRefreshing = true }
    await store.receive(.forecastResponse(.failure(StationOffline(station: "KSFO")))) {
      $0.isRefreshing = false
      $0.forecast = nil
    }
  }

  func testTaskResultEquality() async {
    XCTAssertEqual(TaskResult<Int>.success(1), .success(1))
    XCTAssertNotEqual(TaskResult<Int>.success(1), .success(2))
    XCTAssertEqual(
      TaskResult<Int>.failure(StationOffline(station: "A")), .failure(StationOffline(station: "A")))
    XCTAssertNotEqual(
      TaskResult<Int>.failure(StationOffline(station: "A")), .failure(StationOffline(station: "B")))
    XCTAssertNotEqual(
      TaskResult<Int>.failure(StationOffline(station: "A")), .failure(CancellationError()))
    XCTAssertNotEqual(TaskResult<Int>.success(1), .failure(CancellationError()))
    let caught = await TaskResult<Int> { throw StationOffline(station: "C") }
    XCTAssertThrowsError(try caught.value)
    XCTAssertEqual(try TaskResult<Int>.success(3).map { $0 * 2 }.value, 6)
  }
}
