/// The rest of swift-identified-collections' editing API, written over the core operations
/// (`append`, `insert`, `remove(at:)`, `subscript(id:)`), so uniqueness is kept in one place.
extension IdentifiedArray {
  /// An array of `elements`, each id read at `id`; an element whose id came before is left out.
  public init(uniqueElements elements: some Sequence<Element>, id: KeyPath<Element, ID> & Sendable)
  {
    self.init(id: id, elements)
  }

  /// An array of `elements` the caller knows to have unique ids, as swift-identified-collections'
  /// `init(uncheckedUniqueElements:id:)` (here checked all the same: a repeated id is left out).
  public init(
    uncheckedUniqueElements elements: some Sequence<Element>, id: KeyPath<Element, ID> & Sendable
  ) {
    self.init(id: id, elements)
  }

  /// Appends each of `newElements` whose id is not present yet.
  public mutating func append(contentsOf newElements: some Sequence<Element>) {
    for element in newElements { append(element) }
  }

  /// Replaces the element with `element`'s id, or appends it: answers the element replaced.
  @discardableResult
  public mutating func updateOrAppend(_ element: Element) -> Element? {
    let id = element[keyPath: idKeyPath]
    let original = self[id: id]
    self[id: id] = element
    return original
  }

  /// Replaces the element with `element`'s id where it is, or inserts it at `index`: answers the
  /// element replaced and the index of `element`.
  @discardableResult
  public mutating func updateOrInsert(_ element: Element, at index: Int) -> (
    originalMember: Element?, index: Int
  ) {
    let id = element[keyPath: idKeyPath]
    if let existing = self.index(id: id) {
      let original = self[id: id]
      self[id: id] = element
      return (original, existing)
    }
    insert(element, at: index)
    return (nil, index)
  }

  /// Removes and returns the first element.
  @discardableResult
  public mutating func removeFirst() -> Element { remove(at: startIndex) }

  /// Removes and returns the last element.
  @discardableResult
  public mutating func removeLast() -> Element { remove(at: endIndex - 1) }

  /// Removes the first `k` elements.
  public mutating func removeFirst(_ k: Int) {
    for _ in 0..<k { removeFirst() }
  }

  /// Removes the last `k` elements.
  public mutating func removeLast(_ k: Int) {
    for _ in 0..<k { removeLast() }
  }

  /// Removes the elements in `bounds`.
  public mutating func removeSubrange(_ bounds: Range<Int>) {
    for index in bounds.reversed() { remove(at: index) }
  }

  /// Removes every element.
  public mutating func removeAll() {
    removeAll { _ in true }
  }

  /// The elements that satisfy `isIncluded`, in order, as an identified array.
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    var kept = self
    try kept.removeAll { try !isIncluded($0) }
    return kept
  }

  /// Swaps two elements' places (their ids go with them).
  public mutating func swapAt(_ i: Int, _ j: Int) {
    var order = ids
    order.swapAt(i, j)
    reorder(order)
  }
}

extension IdentifiedArray where Element: Comparable {
  /// Sorts the elements in increasing order.
  public mutating func sort() { sort(by: <) }
}

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// `Identifiable` elements the caller knows to be unique (a repeated id is left out).
  public init(uncheckedUniqueElements elements: some Sequence<Element>) {
    self.init(id: \Element.id, elements)
  }
}
