import Composable
import XCTest

/// The most common key in TCA's documentation: a client that is its own key and gives only
/// `liveValue`, with no `typealias Value` (swift-dependencies' `Value` defaults to the key).
struct PriceClient: Sendable {
  var price: @Sendable (_ symbol: String) async throws -> Int
}

extension PriceClient: DependencyKey {
  static let liveValue = PriceClient { symbol in symbol.count }
}

/// A key whose value is another type and that gives `liveValue` alone names its `Value`, as with
/// swift-dependencies (its extension's `testValue` leaves Swift two candidates).
enum GreetingKey: DependencyKey {
  typealias Value = String
  static let liveValue = "hello"
}

extension DependencyValues {
  var priceClient: PriceClient {
    get { self[PriceClient.self] }
    set { self[PriceClient.self] = newValue }
  }
  var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

final class LiveOnlyDependencyTests: XCTestCase {
  func testAClientThatIsItsOwnKeyNeedsOnlyItsLiveValue() async throws {
    let price = try await withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.priceClient) var client
      return try await client.price("BTC")
    }
    XCTAssertEqual(price, 3)
    XCTAssertTrue(PriceClient.Value.self == PriceClient.self)
    XCTAssertTrue(GreetingKey.Value.self == String.self)
  }
}
