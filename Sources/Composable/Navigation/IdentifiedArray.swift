/// An array of `Identifiable`-like elements kept in order and looked up by id in O(1), as
/// swift-identified-collections' `IdentifiedArray` (`IdentifiedArrayOf<Todo>`).
///
/// Ids are unique: appending an element whose id is present does nothing. `array[id: 3]` reads,
/// writes, or (set to nil) removes one by id. Dumps as an array: `[[0]: …, [1]: …]`.
public struct IdentifiedArray<ID: Hashable, Element> {
  private let idOf: KeyPathBox<Element, ID>
  public private(set) var ids: [ID] = []
  private var storage: [ID: Element] = [:]

  /// An array that reads each element's id at `id`.
  public init(id: KeyPath<Element, ID> & Sendable, _ elements: some Sequence<Element>) {
    self.idOf = KeyPathBox(id)
    for element in elements { append(element) }
  }

  /// The elements, in order.
  public var elements: [Element] { ids.map { storage[$0]! } }

  /// Where each element's id is read.
  var idKeyPath: KeyPath<Element, ID> { idOf.keyPath }

  /// Puts the elements in the order `order` gives (the same ids, permuted).
  mutating func reorder(_ order: [ID]) { ids = order }

  /// The element with `id`; setting nil removes it, setting a value for an absent id appends it.
  public subscript(id id: ID) -> Element? {
    get { storage[id] }
    set {
      if let newValue {
        if storage[id] == nil { ids.append(id) }
        storage[id] = newValue
      } else if storage.removeValue(forKey: id) != nil {
        ids.removeAll { $0 == id }
      }
    }
  }

  /// Appends `element` unless its id is present, as swift-identified-collections' `append(_:)`:
  /// answers whether it was appended and the index of the element with its id.
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    let id = element[keyPath: idOf.keyPath]
    if storage[id] != nil { return (false, index(id: id)!) }
    ids.append(id)
    storage[id] = element
    return (true, ids.count - 1)
  }

  /// Inserts `element` at `index` unless its id is present (then nothing moves): answers whether
  /// it was inserted and the index of the element with its id.
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
    let id = element[keyPath: idOf.keyPath]
    if storage[id] != nil { return (false, self.index(id: id)!) }
    ids.insert(id, at: index)
    storage[id] = element
    return (true, index)
  }

  /// The index of the element with `id`, nil when there is none.
  public func index(id: ID) -> Int? {
    storage[id] == nil ? nil : ids.firstIndex(of: id)
  }

  /// Removes and returns the element with `id`.
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let element = storage.removeValue(forKey: id) else { return nil }
    ids.removeAll { $0 == id }
    return element
  }

  /// Removes the element at `index`.
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    let id = ids.remove(at: index)
    return storage.removeValue(forKey: id)!
  }

  /// Removes the elements at `offsets`.
  public mutating func remove(atOffsets offsets: some Sequence<Int>) {
    for index in Set(offsets).sorted(by: >) { remove(at: index) }
  }

  /// Removes every element that satisfies `shouldBeRemoved`.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    for id in ids where try shouldBeRemoved(storage[id]!) { remove(id: id) }
  }

  /// Moves the elements at `source` to before `destination` (SwiftUI's `onMove` semantics).
  public mutating func move(fromOffsets source: some Sequence<Int>, toOffset destination: Int) {
    let moving = Set(source)
    let moved = moving.sorted().map { ids[$0] }
    let before = ids[..<Swift.min(destination, ids.count)].indices.filter { !moving.contains($0) }
      .map { ids[$0] }
    let after = ids.indices.filter { $0 >= destination && !moving.contains($0) }.map { ids[$0] }
    ids = before + moved + after
  }

  /// Sorts the elements in place; `areInIncreasingOrder` as `Array.sort(by:)` (stable here).
  public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    let order = try ids.enumerated().sorted { lhs, rhs in
      if try areInIncreasingOrder(storage[lhs.element]!, storage[rhs.element]!) { return true }
      if try areInIncreasingOrder(storage[rhs.element]!, storage[lhs.element]!) { return false }
      return lhs.offset < rhs.offset
    }
    ids = order.map(\.element)
  }
}

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// An array of `Identifiable` elements, by their `id`.
  public init(uniqueElements elements: some Sequence<Element>) {
    self.init(id: \Element.id, elements)
  }

  public init() { self.init(uniqueElements: [Element]()) }
}

extension IdentifiedArray: ExpressibleByArrayLiteral
where Element: Identifiable, ID == Element.ID {
  public init(arrayLiteral elements: Element...) {
    self.init(uniqueElements: elements)
  }
}

/// An identified array of `Identifiable` elements (`IdentifiedArrayOf<Todo>`).
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

extension IdentifiedArray: RandomAccessCollection, MutableCollection {
  public var startIndex: Int { ids.startIndex }
  public var endIndex: Int { ids.endIndex }

  /// Writing through an index must keep the element's id (as in swift-identified-collections).
  public subscript(position: Int) -> Element {
    get { storage[ids[position]]! }
    set {
      precondition(
        newValue[keyPath: idOf.keyPath] == ids[position],
        "An element written at an index must keep its id")
      storage[ids[position]] = newValue
    }
  }
}

extension IdentifiedArray: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ids == rhs.ids && lhs.ids.allSatisfy { lhs.storage[$0] == rhs.storage[$0] }
  }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ids)
    for id in ids { hasher.combine(storage[id]) }
  }
}

extension IdentifiedArray: Sendable where ID: Sendable, Element: Sendable {}

extension IdentifiedArray: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    Mirror(self, unlabeledChildren: elements, displayStyle: .collection)
  }
}

/// A key path kept for reading ids. Key paths are immutable; those given here are `Sendable`.
struct KeyPathBox<Root, Value>: @unchecked Sendable {
  let keyPath: KeyPath<Root, Value>
  init(_ keyPath: KeyPath<Root, Value> & Sendable) { self.keyPath = keyPath }
}
