import Reflection

extension Scalar {
  /// The text of `value`, a value of this kind's type.
  func text(of value: Any) -> String {
    // Held inside another existential (an `any Sendable` field), the bytes are not this type's.
    withFieldsView(of: value, as: type) { $0.scalar(self, at: 0).text }
      ?? String(describing: value)
  }
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
