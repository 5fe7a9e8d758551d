/// A collection of navigation elements a host can reach into by position or by id without
/// knowing its types: ``StackState`` (ids `#0`, `#1`) and ``IdentifiedArray`` (its elements'
/// ids). What `path[1]` and `rows[id: 3]` read at the shell (a host reads a typed id into a value
/// of ``navigationIDType`` and finds it among ``navigationIDValues``).
public protocol NavigationElements {
  /// The elements' ids as they print (`0` for `#0`, `3`), in order.
  var navigationIDs: [String] { get }
  /// The element at a 0-based position, nil when out of range.
  func navigationElement(at position: Int) -> Any?
  /// The elements' ids as values (a stack's ``StackElementID``s, a row's `ID`s), in order: what
  /// a host writes back as text in the syntax it reads ids in.
  var navigationIDValues: [AnyHashable] { get }
  /// The type of the ids, for a host that reads a typed id into a value.
  var navigationIDType: Any.Type { get }
  /// The type of the elements (a row's `State`, a stack's `Path.State`), for a host that finds
  /// the action case carrying the elements' actions by type.
  var navigationElementType: Any.Type { get }
  /// A copy with the element of id `id` set as `subscript(id:)` sets it: nil removes it, an
  /// element (of ``navigationElementType``) replaces it, or is appended when no element has
  /// that id. Nil when `id` is not of ``navigationIDType`` or `element` is not an element: what
  /// a host reads a test's `rows[id: 3] = nil` into, to diff it as a value.
  func settingNavigationElement(id: AnyHashable, to element: Any?) -> Any?
}

/// What ``StackState`` and ``IdentifiedArray`` share for ``NavigationElements``: ids in order,
/// an element by position, and TCA's `subscript(id:)`, which removes on nil and appends an id
/// not there. One implementation of the reads below serves both.
protocol IdentifiedElements: NavigationElements {
  associatedtype ElementID: Hashable
  associatedtype Element
  var ids: [ElementID] { get }
  subscript(position: Int) -> Element { get }
  subscript(id id: ElementID) -> Element? { get set }
}

extension IdentifiedElements {
  public func navigationElement(at position: Int) -> Any? {
    ids.indices.contains(position) ? self[position] : nil
  }

  public var navigationIDValues: [AnyHashable] { ids.map { AnyHashable($0) } }
  public var navigationIDType: Any.Type { ElementID.self }
  public var navigationElementType: Any.Type { Element.self }

  public func settingNavigationElement(id: AnyHashable, to element: Any?) -> Any? {
    guard let id = id.base as? ElementID else { return nil }
    var copy = self
    if let element {
      guard let element = element as? Element else { return nil }
      copy[id: id] = element
    } else {
      copy[id: id] = nil
    }
    return copy
  }
}

extension StackState: IdentifiedElements {
  typealias ElementID = StackElementID
  public var navigationIDs: [String] { ids.map { String($0.generation) } }
}

extension IdentifiedArray: IdentifiedElements {
  typealias ElementID = ID
  public var navigationIDs: [String] { ids.map { String(describing: $0) } }
}

/// Marks a ``StackState`` for hosts that look for a feature's navigation stack.
public protocol StackStateMarker {}

extension StackState: StackStateMarker {}
