import Foundation

/// Makes UUIDs, as swift-dependencies' `UUIDGenerator`: `uuid()`.
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  public func callAsFunction() -> UUID { generate() }

  /// Random UUIDs (`UUID()`).
  public static let live = UUIDGenerator { UUID() }

  /// Always `uuid`.
  public static func constant(_ uuid: UUID) -> Self { Self { uuid } }

  /// `00000000-0000-0000-0000-000000000000`, then `…0001`, `…0002`, … (each generator counts on
  /// its own), as swift-dependencies' `.incrementing`.
  public static var incrementing: Self {
    let counter = Locked<UInt64>(0)
    return Self {
      let next = counter.withLock { value in
        defer { value += 1 }
        return value
      }
      let hex = String(next, radix: 16, uppercase: true)
      let tail = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
      return UUID(uuidString: "00000000-0000-0000-0000-\(tail)")!
    }
  }
}

private enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator.live
  static let testValue = UUIDGenerator {
    reportUnimplemented("@Dependency(\\.uuid)")
    return UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
  }
}

extension DependencyValues {
  /// Makes UUIDs: random when live; in a test, unimplemented until overridden (`.incrementing`).
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}
