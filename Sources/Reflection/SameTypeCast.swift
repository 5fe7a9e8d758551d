/// `value` as `U`, when `T` and `U` are one type (nil otherwise): generic code that found the
/// identity at run time (an array's `Element`, reopened as `E: Equatable`) restates the static
/// type without the dynamic cast, which for an array converts it element by element (a diff of
/// two 10,000-row arrays spent half its time in `as! [E]`).
@inlinable
package func sameTypeCast<T, U>(_ value: T, to _: U.Type) -> U? {
  guard T.self == U.self else { return nil }
  return unsafeBitCast(value, to: U.self)
}
