import Reflection
import Synchronization

/// What a dump needs to know about a value's type before reflecting on it.
///
/// A class, so that handing out the cached answer is one retain rather than a copy of every
/// field (the layout's arrays, the metatype): dumps and diffs ask once or more per value.
final class DumpTraits: Sendable {
  let isMetatype: Bool
  let isConvertible: Bool
  let isReflectable: Bool
  let isRepresentable: Bool
  let isAnyHashable: Bool
  /// `Substring`, `Character`, `Unicode.Scalar` or `StaticString` (not `String` itself).
  let isTextLike: Bool
  let isString: Bool
  /// The type as `Equatable`, for the equality check of diffs (nil for Optionals, whose casts
  /// depend on the value; see ``dumpTraits(of:)``).
  // A metatype is immutable runtime data, safe to read from any thread; the compiler flags the
  // existential metatype only because a conformance could be isolated to an actor (SE-0470).
  // Caveat, shared with the other cached conformance answers: a type whose `Equatable`
  // conformance is isolated, first seen on its actor, would later have `==` called wherever a
  // diff runs. The shell diffs on the main actor; features declare plain conformances.
  nonisolated(unsafe) let equatable: (any Equatable.Type)?
  /// Everything above was worked out (false for Optionals).
  let isKnown: Bool
  /// For an enum, its payload-less cases' dumps by tag (see ``EnumCaseNames``).
  let caseNames: EnumCaseNames?
  /// Set for a plain struct whose fields are read without `Mirror` (see ``StructLayout``).
  let layout: StructLayout?
  /// How a dump writes a value of the type: the first of `write`'s cases that applies, decided
  /// once per type, so the array and struct fast paths ask this instead of repeating the order.
  let route: DumpRoute
  /// Set for a plain struct of scalar fields, whose diffs take ``FlatStructDiff``.
  let flatDiff: FlatStructDiff?

  init(of value: Any) {
    let type = Swift.type(of: value)
    // Casts to protocols look through an Optional's payload, so for an Optional the answers
    // would depend on the value; Optionals are left to their mirror, which unwraps them.
    let isKnown = MetadataKind(of: type) != .optional
    self.isKnown = isKnown
    isMetatype = isKnown && value is Any.Type
    equatable = isKnown ? type as? any Equatable.Type : nil
    isConvertible = isKnown && value is any CustomDumpStringConvertible
    isReflectable = isKnown && value is any CustomDumpReflectable
    isRepresentable = isKnown && value is any CustomDumpRepresentable
    isAnyHashable = isKnown && type == AnyHashable.self
    isString = isKnown && type == String.self
    layout = isKnown ? structLayout(of: type) : nil
    caseNames =
      isKnown && !isReflectable && !isConvertible && !isRepresentable
      ? EnumCaseNames(type) : nil
    isTextLike =
      isKnown
      && (value is Substring || value is Character || value is Unicode.Scalar
        || value is StaticString)
    route =
      if isRepresentable {
        .represented
      } else if let scalar = Scalar(type) {
        .scalar(scalar)
      } else if isString {
        .string
      } else if let layout {
        .structFields(layout)
      } else if isMetatype {
        .metatype
      } else if isConvertible {
        .convertible
      } else if isAnyHashable {
        .anyHashable
      } else if isTextLike {
        .textLike
      } else {
        .reflected
      }
    flatDiff =
      if case .structFields(let layout) = route {
        FlatStructDiff(layout, equatable: equatable)
      } else {
        nil
      }
  }
}

/// The ways a dump writes a value, in the order they are tried (see ``DumpTraits/route``).
enum DumpRoute: Sendable {
  /// A ``CustomDumpRepresentable``: written as the value it stands for.
  case represented
  case scalar(Scalar)
  case string
  /// A plain struct, its fields read in place.
  case structFields(StructLayout)
  case metatype
  /// A ``CustomDumpStringConvertible``: its description, as is.
  case convertible
  /// Written as its base value.
  case anyHashable
  /// `Substring`, `Character`, `Unicode.Scalar`, `StaticString`: as a string literal.
  case textLike
  /// Through its (custom dump) mirror: enums, collections, classes, tuples, Optionals.
  case reflected
}

// A failed protocol cast costs a few hundred nanoseconds and a dump tries several per value;
// the answers depend only on the type, so they are worked out once per type.
private let traitsCache = Mutex(TraitsCache())

/// Every type's traits, with a small direct-mapped table in front found by the metadata's
/// address: a hit there is one compare, where hashing the dictionary's key cost ~140
/// instructions a look-up (a scripted `send` looks up two types several times).
private struct TraitsCache {
  private static let slots = 64
  private var recent = [(type: ObjectIdentifier, traits: DumpTraits)?](
    repeating: nil, count: slots)
  private var all: [ObjectIdentifier: DumpTraits] = [:]

  private static func slot(_ type: ObjectIdentifier) -> Int {
    // Metadata records are at least 8-byte aligned: mix the bits above that.
    let address = UInt(bitPattern: type)
    return Int(truncatingIfNeeded: (address >> 3) ^ (address >> 9)) & (slots - 1)
  }

  mutating func traits(of type: ObjectIdentifier) -> DumpTraits? {
    let slot = Self.slot(type)
    if let entry = recent[slot], entry.type == type { return entry.traits }
    guard let traits = all[type] else { return nil }
    recent[slot] = (type, traits)
    return traits
  }

  mutating func insert(_ traits: DumpTraits, for type: ObjectIdentifier) {
    all[type] = traits
    recent[Self.slot(type)] = (type, traits)
  }
}

func dumpTraits(of value: Any) -> DumpTraits {
  dumpTraits(of: value, type: Swift.type(of: value))
}

/// ``dumpTraits(of:)`` when the caller has the value's dynamic type already (each `type(of:)` of
/// an `Any` is a runtime call).
func dumpTraits(of value: Any, type: Any.Type) -> DumpTraits {
  let key = ObjectIdentifier(type)
  if let traits = traitsCache.withLock({ $0.traits(of: key) }) { return traits }
  let traits = DumpTraits(of: value)
  traitsCache.withLock { $0.insert(traits, for: key) }
  return traits
}

/// The mirror custom-dump reflects a value through: its `CustomDumpReflectable` mirror if it has
/// one, else `Mirror(reflecting:)`.
func dumpMirror(_ value: Any) -> Mirror {
  if dumpTraits(of: value).isReflectable {
    return (value as! any CustomDumpReflectable).customDumpMirror
  }
  return Mirror(reflecting: value)
}

/// The children a dump shows for a struct, class or tuple mirror.
///
/// Labels starting with `_$` are macro storage (`_$id`, `_$observationRegistrar`) and are hidden,
/// as custom-dump does, unless the mirror was hand-written through `CustomDumpReflectable`.
/// Class mirrors include the fields of every superclass, root class first.
func visibleChildren(of value: Any, _ mirror: Mirror) -> [Mirror.Child] {
  var children: [Mirror.Child] = []
  if mirror.displayStyle == .class {
    var ancestors: [Mirror] = []
    var superclass = mirror.superclassMirror
    while let next = superclass {
      ancestors.append(next)
      superclass = next.superclassMirror
    }
    for ancestor in ancestors.reversed() { children.append(contentsOf: ancestor.children) }
  }
  children.append(contentsOf: mirror.children)
  guard !dumpTraits(of: value).isReflectable else { return children }
  if children.contains(where: { $0.label?.hasPrefix("_$") == true }) {
    children.removeAll { $0.label?.hasPrefix("_$") == true }
  }
  return children
}

/// The string a value stands for when it is text-like (`String`, `Substring`, `Character`,
/// `Unicode.Scalar`, `StaticString`), which custom-dump prints as a string literal.
func textValue(_ value: Any) -> String? {
  let traits = dumpTraits(of: value)
  if traits.isString { return (value as! String) }
  guard traits.isTextLike else { return nil }
  if let substring = value as? Substring { return String(substring) }
  if let character = value as? Character { return String(character) }
  if let scalar = value as? Unicode.Scalar { return String(scalar) }
  if let staticString = value as? StaticString { return staticString.description }
  return nil
}

/// Whether a dump of `value` has no nested structure, so that it may sit inline in its parent,
/// as in `Counter.State(count: 0)` (custom-dump's "single value container" test).
func isLeaf(_ value: Any, reflectsOnly: Bool = false) -> Bool {
  let traits = dumpTraits(of: value)
  if reflectsOnly {
    switch traits.route {
    case .scalar, .structFields: return dumpMirror(value).children.isEmpty
    default: break
    }
  }
  switch traits.route {
  case .scalar, .string, .metatype:
    return true
  case .structFields(let layout):
    return layout.fields.isEmpty
  case .convertible:
    return !hasNewline((value as! any CustomDumpStringConvertible).customDumpDescription)
  case .anyHashable:
    return isLeaf((value as! AnyHashable).base, reflectsOnly: reflectsOnly)
  case .represented:
    // Judged by its own description or mirror, not by the value it stands for.
    if traits.isConvertible {
      return !hasNewline((value as! any CustomDumpStringConvertible).customDumpDescription)
    }
    return dumpMirror(value).children.isEmpty
  case .textLike:
    return dumpMirror(value).children.isEmpty
  case .reflected:
    if !reflectsOnly, traits.caseNames?.name(of: value) != nil { return true }
    return dumpMirror(value).children.isEmpty
  }
}

/// Element access to an `Array` of any element type without going through `Mirror`, whose
/// children box every element even when a diff only needs to compare them.
protocol DumpableArray {
  var dumpCount: Int { get }
  func dumpElement(at index: Int) -> Any
  /// Compares `self[i]` with `other[j]`; `nil` when `other` is not an array of the same type.
  func elementComparer(_ other: Any) -> ((Int, Int) -> Bool)?
}

extension Array: DumpableArray {
  var dumpCount: Int { count }

  func dumpElement(at index: Int) -> Any { self[index] }

  func elementComparer(_ other: Any) -> ((Int, Int) -> Bool)? {
    guard let other = other as? [Element] else { return nil }
    guard let equatable = Element.self as? any Equatable.Type else {
      return { isEqualValues(self[$0], other[$1]) }
    }
    func typed<E: Equatable>(_: E.Type) -> (Int, Int) -> Bool {
      // `E` is `Element` (it was derived from it): the casts only restate the type.
      guard let lhs = sameTypeCast(self, to: [E].self), let rhs = sameTypeCast(other, to: [E].self)
      else { return { isEqualValues(self[$0], other[$1]) } }
      return { lhs[$0] == rhs[$1] }
    }
    return typed(equatable)
  }
}

/// Key/value access to a `Dictionary` of any type, whose entries custom-dump sorts by dumped key.
protocol DumpableDictionary {
  var dumpEntries: [(key: Any, value: Any)] { get }
}

extension Dictionary: DumpableDictionary {
  var dumpEntries: [(key: Any, value: Any)] { map { ($0.key, $0.value) } }
}

/// Marks `Set`, whose elements custom-dump sorts by their dumps.
protocol DumpableSet {}
extension Set: DumpableSet {}

/// The value a dump shows for `value`: what a `CustomDumpRepresentable` stands for, repeatedly
/// (a `PresentationState` reads as the optional it wraps).
public func representedValue(_ value: Any) -> Any {
  var value = value
  while dumpTraits(of: value).isRepresentable {
    value = (value as! any CustomDumpRepresentable).customDumpValue
  }
  return value
}
