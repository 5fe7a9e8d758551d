/// Values held in existentials, in every position a state or an action puts them: the table the
/// dumper's shape tests (ComposableTests' `ExistentialShapeTests`) and its fuzz target
/// (fuzz/targets/FuzzDump) both walk. Each entry is one content (a struct of some size, an
/// enum of some layout, a class, a tuple), boxed as one existential it conforms to (`Any`,
/// `any Sendable`, `any Error`, a protocol, a composition, a class-bound protocol), put in one
/// position (root, enum payload, a field after others, array and dictionary elements,
/// optionals, nested); its two values are filled from bytes.

/// The bytes a shape's values are filled from: read in order, zero past the end.
public struct ShapeBytes {
  private let bytes: [UInt8]
  private var index = 0

  public init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Bytes that are all `byte`: a fixed fill for tests (two different bytes give two values
  /// that differ in every field).
  public init(repeating byte: UInt8) { self.init([UInt8](repeating: byte, count: 64)) }

  public mutating func byte() -> UInt8 {
    defer { index += 1 }
    return index < bytes.count ? bytes[index] : 0
  }

  public mutating func int() -> Int { Int(Int8(bitPattern: byte())) }
  public mutating func bool() -> Bool { byte() & 1 == 1 }
  public mutating func double() -> Double { Double(int()) / 4 }

  /// Up to eight bytes of text, decoded as UTF-8 (invalid bytes become U+FFFD), so that any
  /// character a state may hold reaches the dumper.
  public mutating func string() -> String {
    let count = Int(byte() % 9)
    return String(decoding: (0..<count).map { _ in byte() }, as: UTF8.self)
  }
}

public protocol Shape {}
public protocol Named: AnyObject {}

/// Inline in an existential's three-word buffer.
public struct Message: Error, Shape, Sendable { public var message: String }
/// Exactly three words: the largest inline value.
public struct Coded: Error, Shape, Sendable {
  public var code: Int
  public var message: String
  public init(code: Int, message: String) {
    self.code = code
    self.message = message
  }
}
/// Five words: out of line, in a heap box.
public struct Wide: Error, Shape, Sendable {
  public var a: Int
  public var b: Int
  public var note: String
  public var ratio: Double
}
/// Over-aligned: boxed whatever its size.
public struct Aligned: Shape, @unchecked Sendable {
  public var vector: SIMD4<Float>
  public var count: Int
}
public struct Flag: Error, Shape, Sendable { public var isOn: Bool }
public indirect enum Tree: Error, Shape, Sendable {
  case leaf(Int)
  case node(Tree, Tree)
}
public enum Multi: Error, Shape, Sendable {
  case code(Int)
  case text(String, count: Int)
  case none
}
public enum Generic<T: Sendable>: Error, Shape, Sendable {
  case value(T)
  case empty
}
public final class Box: Error, Shape, Named, Sendable {
  public let name: String
  public init(name: String) { self.name = name }
}

/// The positions a value of static type `E` (an existential) takes.
public enum Payload<E> {
  case value(E)
  case pair(Int, E)
  case other
}
public struct Fields<E> {
  public var id = 1
  public var title = "row"
  public var value: E
}

public enum DumpShapes {
  public struct Entry {
    public let content: String
    public let existential: String
    public let position: String
    public let old: Any
    public let new: Any
    public var name: String { "\(content) as \(existential) in \(position)" }
  }

  /// A content's value, boxed in each existential it conforms to.
  public struct Boxed {
    let any: Any
    let sendable: any Sendable
    /// `any Shape & Sendable` (a cast cannot add `Sendable`, so it is kept when made).
    let composition: (any Shape & Sendable)?

    init<T: Sendable>(_ value: T) {
      (any, sendable, composition) = (value, value, nil)
    }

    init<T: Shape & Sendable>(_ value: T) {
      (any, sendable, composition) = (value, value, value)
    }

    /// The value as `E`, where a cast reaches it (`any Error`, `any Shape`, `any Named`).
    func cast<E>(_: E.Type) -> E? { any as? E }
  }

  public struct Content: Sendable {
    public let name: String
    let fill: @Sendable (inout ShapeBytes) -> Boxed
  }

  public static let contents: [Content] = [
    Content(name: "inline struct") { Boxed(Message(message: $0.string())) },
    Content(name: "three-word struct") { Boxed(Coded(code: $0.int(), message: $0.string())) },
    Content(name: "boxed struct") {
      Boxed(Wide(a: $0.int(), b: $0.int(), note: $0.string(), ratio: $0.double()))
    },
    Content(name: "over-aligned struct") {
      Boxed(Aligned(vector: .init(1, 2, Float($0.int()), 4), count: $0.int()))
    },
    Content(name: "one-scalar struct") { Boxed(Flag(isOn: $0.bool())) },
    Content(name: "indirect enum") { Boxed(tree(&$0, depth: 3)) },
    Content(name: "multi-payload enum") { bytes in
      switch bytes.byte() % 3 {
      case 0: Boxed(Multi.code(bytes.int()))
      case 1: Boxed(Multi.text(bytes.string(), count: bytes.int()))
      default: Boxed(Multi.none)
      }
    },
    Content(name: "generic enum") {
      $0.bool() ? Boxed(Generic<Message>.empty) : Boxed(Generic.value(Message(message: $0.string())))
    },
    Content(name: "class") { Boxed(Box(name: $0.string())) },
    Content(name: "tuple") { Boxed(($0.int(), $0.string())) },
  ]

  private static func tree(_ bytes: inout ShapeBytes, depth: Int) -> Tree {
    guard depth > 0, bytes.bool() else { return .leaf(bytes.int()) }
    return .node(tree(&bytes, depth: depth - 1), tree(&bytes, depth: depth - 1))
  }

  public static let existentialNames = [
    "Any", "any Sendable", "any Error", "any Shape", "any Shape & Sendable", "any Named",
  ]

  public static let positionNames = [
    "root", "enum payload", "tuple payload after a value", "struct field after others",
    "array element", "dictionary value", "optional field", "optional payload",
    "array of optionals", "nested: payload of fields of an array",
  ]

  /// The entries of `content` in `existential` (nil when it does not conform), in every
  /// position, or in the one at `position` alone.
  public static func entries(
    _ content: Content, existential: String, position: Int? = nil,
    old: inout ShapeBytes, new: inout ShapeBytes
  ) -> [Entry] {
    let lhs = content.fill(&old)
    let rhs = content.fill(&new)
    func placed<E>(_ pair: (E, E)?) -> [Entry] {
      guard let pair else { return [] }
      let all = positions(pair.0, pair.1)
      let chosen = position.map { [all[$0 % all.count]] } ?? all
      return chosen.map {
        Entry(
          content: content.name, existential: existential, position: $0.position, old: $0.old,
          new: $0.new)
      }
    }
    func both<E>(_ cast: (Boxed) -> E?) -> (E, E)? {
      guard let lhs = cast(lhs), let rhs = cast(rhs) else { return nil }
      return (lhs, rhs)
    }
    switch existential {
    case "Any": return placed(both { $0.any })
    case "any Sendable": return placed(both { $0.sendable })
    case "any Error": return placed(both { $0.cast((any Error).self) })
    case "any Shape": return placed(both { $0.cast((any Shape).self) })
    case "any Shape & Sendable": return placed(both { $0.composition })
    case "any Named": return placed(both { $0.cast((any Named).self) })
    default: return []
    }
  }

  /// Every content in every existential it conforms to and every position, its old values
  /// filled with `old` bytes, its new ones with `new`.
  public static func all(old: UInt8 = 1, new: UInt8 = 2) -> [Entry] {
    contents.flatMap { content in
      existentialNames.flatMap { existential in
        var lhs = ShapeBytes(repeating: old)
        var rhs = ShapeBytes(repeating: new)
        return entries(content, existential: existential, old: &lhs, new: &rhs)
      }
    }
  }

  /// `old` and `new`, both of static type `E`, in each of ``positionNames``.
  static func positions<E>(_ old: E, _ new: E) -> [(position: String, old: Any, new: Any)] {
    let places: [(String, (E) -> Any)] = [
      ("root", { $0 }),
      ("enum payload", { Payload.value($0) }),
      ("tuple payload after a value", { Payload.pair(7, $0) }),
      ("struct field after others", { Fields(value: $0) }),
      ("array element", { [$0, $0] }),
      ("dictionary value", { ["key": $0] }),
      ("optional field", { Fields<E?>(value: $0) }),
      ("optional payload", { Payload<E?>.value($0) }),
      ("array of optionals", { [E?.none, $0] }),
      ("nested: payload of fields of an array", { Payload.value(Fields(value: [$0])) }),
    ]
    return places.map { ($0.0, $0.1(old), $0.1(new)) }
  }
}
