/// `Optional` seen from its type alone: the type it wraps. The one place that is read without
/// a value (the dumper's struct fast path, the shell's value shapes).
package protocol OptionalType {
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
  package static var wrappedType: Any.Type { Wrapped.self }
}
