import XCTest

@testable import Composable

/// Values are read in place from `Any`'s existential container (``withUnsafeValueAddress``):
/// inline, boxed, over-aligned and nested containers.
final class ExistentialContainerTests: XCTestCase {
  struct Small {
    var a: Int8
    var b: Int
  }
  struct Large {
    var a: Int
    var b: Int
    var c: Int
    var d: Int
    var e: Int8
  }

  /// Values inside `Any`'s inline buffer and in a heap box are both found where they are.
  func testValueAddressesInAnyReachTheValue() {
    let small: Any = Small(a: -3, b: 99)
    withUnsafeValueAddress(of: small) { address, type in
      XCTAssertTrue(type == Small.self)
      XCTAssertEqual(address.load(as: Small.self).b, 99)
    }
    let large: Any = Large(a: 1, b: 2, c: 3, d: 4, e: 5)
    withUnsafeValueAddress(of: large) { address, type in
      XCTAssertTrue(type == Large.self)
      let value = address.load(as: Large.self)
      XCTAssertEqual([value.a, value.b, value.c, value.d, Int(value.e)], [1, 2, 3, 4, 5])
    }
    let vector: Any = SIMD4<Float>(1, 2, 3, 4)  // 16-byte aligned: boxed
    withUnsafeValueAddress(of: vector) { address, _ in
      XCTAssertEqual(address.load(as: SIMD4<Float>.self), SIMD4<Float>(1, 2, 3, 4))
    }
  }

  struct Holder {
    var value: Any
  }

  /// A field of type `Any`, as `Mirror` hands it out, is a container inside a container: not
  /// read in place (nil), so dumps and diffs of such fields take their general path and still
  /// read the inner value (custom-dump's format: a changed field of one struct type recurses).
  func testAContainerHoldingAContainerIsLeftToTheGeneralPath() {
    let nested = Mirror(reflecting: Holder(value: Large(a: 7, b: 8, c: 9, d: 10, e: 11)))
      .children.first!.value
    XCTAssertTrue(type(of: nested) == Large.self)
    XCTAssertNil(withUnsafeValueAddress(of: nested) { _, _ in true })
    let payload = Mirror(reflecting: Optional<Any>.some(Small(a: 1, b: 2)) as Any).children.first!
      .value
    XCTAssertNil(withUnsafeValueAddress(of: payload) { _, _ in true })
    XCTAssertEqual(diff(payload, Small(a: 1, b: 3)), diff(Small(a: 1, b: 2), Small(a: 1, b: 3)))
    XCTAssertEqual(
      diff(Holder(value: Small(a: 1, b: 2)), Holder(value: Small(a: 1, b: 3))),
      """
        ExistentialContainerTests.Holder(
          value: ExistentialContainerTests.Small(
            a: 1,
      -     b: 2
      +     b: 3
          )
        )
      """)
  }
}
