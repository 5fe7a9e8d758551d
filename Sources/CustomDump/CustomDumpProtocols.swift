/// A type that supplies the exact text its dump should show.
///
/// The description is printed verbatim as a leaf wherever the value appears, in both
/// ``customDump(_:)`` and ``diff(_:_:)``. Matches swift-custom-dump's protocol of the same name.
///
/// ```swift
/// struct Secret: CustomDumpStringConvertible {
///   var customDumpDescription: String { "<redacted>" }
/// }
/// customDump(Login(password: Secret()))  // Login(password: <redacted>)
/// ```
public protocol CustomDumpStringConvertible {
  /// The text printed in place of the value's reflected structure.
  var customDumpDescription: String { get }
}

/// A type that supplies the mirror its dump should be built from.
///
/// The mirror is used instead of `Mirror(reflecting:)`, so a type can reorder, rename or omit its
/// fields, or change its display style. The type name printed is still the value's own. Matches
/// swift-custom-dump's protocol of the same name.
///
/// ```swift
/// extension LoginState: CustomDumpReflectable {
///   var customDumpMirror: Mirror {
///     Mirror(self, children: ["email": email], displayStyle: .struct)
///   }
/// }
/// customDump(state)  // LoginState(email: "blob@example.com")
/// ```
public protocol CustomDumpReflectable {
  /// The mirror whose children and display style drive the dump.
  var customDumpMirror: Mirror { get }
}

/// A type that dumps as another value, as swift-custom-dump's protocol of the same name: a
/// wrapper (such as `PresentationState`) that should read as what it wraps.
public protocol CustomDumpRepresentable {
  /// The value dumped in this one's place.
  var customDumpValue: Any { get }
}
