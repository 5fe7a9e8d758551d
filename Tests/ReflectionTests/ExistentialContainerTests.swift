import CustomDump
import XCTest

@testable import Reflection

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
    XCTAssertEqual(
      withUnsafeValueAddress(of: small, as: Small.self) { $0.load(as: Small.self).b }, 99)
    let large: Any = Large(a: 1, b: 2, c: 3, d: 4, e: 5)
    let value = withUnsafeValueAddress(of: large, as: Large.self) { $0.load(as: Large.self) }
    XCTAssertEqual(value.map { [$0.a, $0.b, $0.c, $0.d, Int($0.e)] }, [1, 2, 3, 4, 5])
    let vector: Any = SIMD4<Float>(1, 2, 3, 4)  // 16-byte aligned: boxed
    XCTAssertEqual(
      withUnsafeValueAddress(of: vector, as: SIMD4<Float>.self) { $0.load(as: SIMD4<Float>.self) },
      SIMD4<Float>(1, 2, 3, 4))
    // Asked for another type than the one it holds, nothing is read.
    XCTAssertNil(withUnsafeValueAddress(of: small, as: Large.self) { _ in true })
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
    XCTAssertNil(withUnsafeValueAddress(of: nested, as: Large.self) { _ in true })
    let payload = Mirror(reflecting: Optional<Any>.some(Small(a: 1, b: 2)) as Any).children.first!
      .value
    XCTAssertNil(withUnsafeValueAddress(of: payload, as: Small.self) { _ in true })
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
