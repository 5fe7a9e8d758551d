/// The elements of a navigation stack, each with a ``StackElementID``, as TCA's `StackState`.
///
/// A collection of the elements in stack order (root first); `path[id: 1]` reads or writes one
/// by id. Appending gives the new element the stack's next id (0, 1, 2, …). Dumps as a
/// dictionary keyed by the ids, in stack order: `[#0: …, #1: …]`. `==` compares ids and elements.
///
/// Ids are counted by each stack, where TCA counts them per store through a dependency: the
/// same numbers for a feature with one stack, which is what TCA's test store shows.
public struct StackState<Element> {
  public private(set) var ids: [StackElementID] = []
  private var elements: [StackElementID: Element] = [:]
  private var nextGeneration = 0
  /// The ids the stack's `forEach` has seen (and started long-living effects for), as TCA's
  /// `_mounted`: elements a state starts with get theirs at the first action. Not part of `==`.
  var mounted: [StackElementID] = []

  public init() {}

  /// A stack holding `elements`, with ids 0, 1, … in order.
  public init(_ elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// The element with `id`, nil when there is none. As TCA's `StackState`: setting a value for
  /// an id not in the stack pushes it on top under that id (how TCA's tests write a push:
  /// `$0.path[id: 0] = Child.State()`); setting nil removes that element only.
  public subscript(id id: StackElementID) -> Element? {
    get { elements[id] }
    set {
      if let newValue {
        if elements[id] == nil {
          insert(newValue, id: id)
        } else {
          elements[id] = newValue
        }
      } else if elements.removeValue(forKey: id) != nil {
        ids.removeAll { $0 == id }
      }
    }
  }

  /// Pushes `element` with the stack's next id.
  public mutating func append(_ element: Element) {
    let id = StackElementID(generation: nextGeneration)
    insert(element, id: id)
  }

  /// The element with `id` when it is in the case `path` extracts, as TCA's
  /// `path[id: 0, case: /Path.State.detail]`: `state.path[id: id, case: /Path.State.detail]?.rating = 3`
  /// changes that element only when it is a `detail`. Setting it while the element is another
  /// case (or missing) changes nothing and reports TCA's runtime warning "Can't modify unrelated
  /// case"; setting nil while it is that case removes the element.
  public subscript<Case>(id id: StackElementID, case path: CasePath<Element, Case>) -> Case? {
    get { self[id: id].flatMap(path.extract) }
    set {
      guard let element = self[id: id], path.extract(element) != nil else {
        let name = self[id: id].map { TestStoreMessages.caseName($0).dropFirst() }
        reportIssue("Can't modify unrelated case\(name.map { " \"\($0)\"" } ?? "")")
        return
      }
      self[id: id] = newValue.map(path.embed)
    }
  }

  /// Pushes `element` under a given id (`.push(id:state:)`); ids after it continue from there.
  mutating func insert(_ element: Element, id: StackElementID) {
    nextGeneration = Swift.max(nextGeneration, id.generation + 1)
    ids.append(id)
    elements[id] = element
  }

  /// Removes the element with `id` and every element above it, as the back button does.
  public mutating func pop(from id: StackElementID) {
    guard let index = ids.firstIndex(of: id) else { return }
    for removed in ids[index...] { elements[removed] = nil }
    ids.removeSubrange(index...)
  }

  /// Removes every element above the one with `id`.
  public mutating func pop(to id: StackElementID) {
    guard let index = ids.firstIndex(of: id), index + 1 < ids.count else { return }
    pop(from: ids[index + 1])
  }

  /// Removes the top element.
  @discardableResult
  public mutating func removeLast() -> Element {
    let id = ids.removeLast()
    return elements.removeValue(forKey: id)!
  }

  /// Removes the top `count` elements.
  public mutating func removeLast(_ count: Int) {
    for _ in 0..<count { removeLast() }
  }

  /// Removes every element.
  public mutating func removeAll() {
    ids.removeAll()
    elements.removeAll()
  }
}

/// A random-access, mutable, range-replaceable collection, as TCA's `StackState`: `popLast()`,
/// `removeFirst()`, `insert(_:at:)`, `append(contentsOf:)`, `remove(at:)` and the rest come from
/// the standard protocols. Elements put in by any of them get fresh ids, in order; elements taken
/// out lose theirs (and their effects are cancelled by the stack's `forEach`).
extension StackState: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  public var startIndex: Int { ids.startIndex }
  public var endIndex: Int { ids.endIndex }
  public subscript(position: Int) -> Element {
    get { elements[ids[position]]! }
    set { elements[ids[position]] = newValue }
  }

  public mutating func replaceSubrange<C: Collection>(
    _ subrange: Range<Int>, with newElements: C
  ) where C.Element == Element {
    for removed in ids[subrange] { elements[removed] = nil }
    var added: [StackElementID] = []
    for element in newElements {
      let id = StackElementID(generation: nextGeneration)
      nextGeneration += 1
      elements[id] = element
      added.append(id)
    }
    ids.replaceSubrange(subrange, with: added)
  }
}

extension StackState: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ids == rhs.ids && lhs.ids.allSatisfy { lhs.elements[$0] == rhs.elements[$0] }
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ids)
    for id in ids { hasher.combine(elements[id]) }
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    Mirror(
      self, children: ids.map { (label: String?.none, value: ($0, elements[$0]!) as Any) },
      displayStyle: .dictionary)
  }
}
