import Reflection

extension Scalar {
  /// The text of `value`, a value of this kind's type.
  func text(of value: Any) -> String {
    // Held inside another existential (an `any Sendable` field), the bytes are not this type's.
    withFieldsView(of: value, as: type) { $0.scalar(self, at: 0).text }
      ?? String(describing: value)
  }
}

extension ScalarReading {
  /// Appends ``text``'s UTF-8 bytes; integers digit by digit, without making a `String` first
  /// (~240 instructions a value, two a one-field diff).
  func appendText(to bytes: inout ByteBuffer) {
    switch self {
    case .signed(let value): bytes.appendDecimal(value)
    case .unsigned(let value): bytes.appendDecimal(value)
    case .bool, .double, .float: bytes.append(utf8: text)
    }
  }
}

extension ScalarValue {
  var text: String { reading.text }

  func appendText(to bytes: inout ByteBuffer) { reading.appendText(to: &bytes) }
}

/// The literal a dump prints for `value` when it is a ``Scalar``; nil otherwise. Strings are not
/// scalars: they need quoting rules.
func scalarDescription(_ value: Any) -> String? {
  Scalar(Swift.type(of: value))?.text(of: value)
}

/// Whether `value` is one of the ``Scalar`` types, without printing it.
func isScalar(_ value: Any) -> Bool {
  Scalar(Swift.type(of: value)) != nil
}
