import Foundation

extension UUID {
  /// `UUID(0)` is `00000000-0000-0000-0000-000000000000`, `UUID(1)` ends in `…0001`: the UUIDs
  /// the incrementing generator hands out, as swift-dependencies' `UUID(_:)`. `intValue` is
  /// written as the last 12 hexadecimal digits (0 up to 2⁴⁸ − 1; a negative value is 0).
  public init(_ intValue: Int) {
    let value = UInt64(max(0, intValue)) & 0xFFFF_FFFF_FFFF
    var digits = String(value, radix: 16)
    digits = String(repeating: "0", count: 12 - digits.count) + digits
    self.init(uuidString: "00000000-0000-0000-0000-" + digits)!
  }
}
