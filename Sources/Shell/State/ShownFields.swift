import Composable

/// The fields of a state value under the names a user types and reads (`state`, `expect`,
/// blocks, messages): a property wrapper's storage `_editor` is `editor`, SwiftUI-style
/// projections (`_$…`) are left out, and a wrapper such as `PresentationState` or
/// `BindingState` is walked as the value it wraps, so no shown path ever says `wrappedValue`.
enum ShownFields {
  /// `_alert` (a property wrapper's storage) is written `alert`.
  static func name(_ label: String) -> String {
    label.hasPrefix("_") ? String(label.dropFirst()) : label
  }

  /// The value a path walks into: a wrapper's wrapped value, an optional's payload (nil for
  /// `.none`), or the value itself.
  static func walked(_ value: Any) -> Any? {
    let value = representedValue(value)
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.map { walked($0.value) } ?? nil
  }

  /// The shown fields of `value` (after ``walked(_:)``), in declaration order; unlabelled
  /// children (a tuple's, a collection's) are named by their position.
  static func children(of value: Any) -> [(name: String, value: Any)] {
    guard let value = walked(value) else { return [] }
    return Mirror(reflecting: value).children.enumerated().compactMap { index, child in
      guard let label = child.label else { return ("\(index)", child.value) }
      return label.hasPrefix("_$") ? nil : (name(label), child.value)
    }
  }
}
