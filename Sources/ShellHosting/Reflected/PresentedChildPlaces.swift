import Composable

/// Where a state type can hold a presented child feature, read from its type alone: every
/// `@PresentationState` field reached through struct fields, enum cases, optionals and the
/// elements of a `StackState`, walked as the shell walks a state value to find what is
/// presented now. A place is its state path's names without element ids
/// (`path[id: 0].detail.destination.edit` is `path.detail.destination.edit`).
struct PresentedChildPlace: Equatable {
  /// The `PresentationState` field's names (`path.detail.destination`).
  let slot: [String]
  /// The presented value's names: the slot, plus the case of a destination enum (`….edit`).
  let value: [String]
}

enum PresentedChildPlaces {
  /// The places of `State` that can hold a child feature (an alert or a dialog is not one), in
  /// declaration order.
  static func places(in state: Any.Type) -> [PresentedChildPlace] {
    var found: [PresentedChildPlace] = []
    var walking: Set<ObjectIdentifier> = []
    walk(state, path: [], into: &found, walking: &walking)
    return found
  }

  private static func walk(
    _ type: Any.Type, path: [String], into found: inout [PresentedChildPlace],
    walking: inout Set<ObjectIdentifier>
  ) {
    // A recursive state type (a tree of the same feature) is walked once per branch.
    guard path.count < 12, walking.insert(ObjectIdentifier(type)).inserted else { return }
    defer { walking.remove(ObjectIdentifier(type)) }
    if let presentation = type as? any PresentationStateType.Type {
      let presented = presentation.presentedType
      // A destination enum presents each case's payload at the case's name.
      let cases = enumCases(of: presented).map { $0.map { (path + [$0.name], $0.payload) } }
      for (value, payload) in cases ?? [(path, presented)] {
        guard !(payload is any AnyButtonsState.Type) else { continue }
        found.append(PresentedChildPlace(slot: path, value: value))
        walk(payload, path: value, into: &found, walking: &walking)
      }
      return
    }
    if let stack = type as? any StackStateType.Type {
      return walk(stack.elementType, path: path, into: &found, walking: &walking)
    }
    switch MetadataKind(of: type) {
    case .struct:
      // A custom mirror hides the stored fields from the shell's walk of a value, so from
      // this one too (and the standard library's collections and scalars stop here).
      guard !(type is any CustomReflectable.Type), let fields = structFields(of: type) else {
        return
      }
      for field in fields where !field.name.hasPrefix("_$") {
        let name = field.name.hasPrefix("_") ? String(field.name.dropFirst()) : field.name
        walk(field.type, path: path + [name], into: &found, walking: &walking)
      }
    case .enum:
      for (name, payload) in enumCases(of: type) ?? [] {
        walk(payload, path: path + [name], into: &found, walking: &walking)
      }
    case .optional:
      if let payload = (try? EnumMetadata.of(type))?.cases.first?.payload.type {
        walk(payload, path: path, into: &found, walking: &walking)
      }
    default:
      return
    }
  }

  /// An enum's cases that carry a payload, by name; nil for a type that is not an enum.
  private static func enumCases(of type: Any.Type) -> [(name: String, payload: Any.Type)]? {
    guard MetadataKind(of: type) == .enum, let metadata = try? EnumMetadata.of(type) else {
      return nil
    }
    return metadata.cases.compactMap { item in item.payload.type.map { (item.name, $0) } }
  }
}

/// `PresentationState` seen from its type: what it can present.
protocol PresentationStateType {
  static var presentedType: Any.Type { get }
}

extension PresentationState: PresentationStateType {
  static var presentedType: Any.Type { State.self }
}

/// `StackState` seen from its type: what its elements are.
protocol StackStateType {
  static var elementType: Any.Type { get }
}

extension StackState: StackStateType {
  static var elementType: Any.Type { Element.self }
}
