import Composable
import Foundation

/// Builds a `T` from what a user wrote, throwing an ``ArgumentError`` (one line) when it does
/// not fit.
typealias LiteralBuilder<T> = @Sendable (LiteralValue) throws -> T

/// How a payload type is written at the shell and built from what was written: read once from
/// the type (its metadata kind, its conformances), then turned once into a typed
/// ``LiteralBuilder`` that every value goes through (nothing boxed in `Any` or cast per value).
///
/// Built by metadata where the type is the shell's own business (scalars, `Optional`, arrays,
/// payload-less enums by case name, `Redacted`), through `Decodable` for structs
/// (`Item(name: "Hat", quantity: 2)`, see ``LiteralDecoder``).
indirect enum ValueShape: @unchecked Sendable {
  // @unchecked: the metatypes kept here are immutable runtime data.
  case int, double, bool, string, uuid, date, url
  case optional(ValueShape, wrapped: Any.Type)
  /// A payload-less enum, written by case name (`completed` or `.completed`).
  case caseName(EnumMetadata)
  case array(ValueShape, type: any ArrayShape.Type)
  case decodable(any Decodable.Type)
  /// One of the other types with a literal of their own (`Int8`, `Float`, `Decimal`, ...): built
  /// by its ``ActionArgument`` conformance, the same one a hand catalog uses.
  case argument(any ActionArgument.Type)
  /// `Redacted<…>`: written as its wrapped type, never shown.
  case secret(ValueShape, redacted: any RedactedShape.Type)
  /// A type the shell cannot build.
  case unsupported(Any.Type)

  /// The shape of `type`.
  init(_ type: Any.Type) {
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(Int.self): self = .int
    case ObjectIdentifier(Double.self): self = .double
    case ObjectIdentifier(Bool.self): self = .bool
    case ObjectIdentifier(String.self): self = .string
    case ObjectIdentifier(UUID.self): self = .uuid
    case ObjectIdentifier(Date.self): self = .date
    case ObjectIdentifier(URL.self): self = .url
    default:
      if let optional = type as? any OptionalType.Type {
        self = .optional(ValueShape(optional.wrappedType), wrapped: optional.wrappedType)
      } else if let array = type as? any ArrayShape.Type {
        self = .array(ValueShape(array.elementType), type: array)
      } else if let secret = type as? any RedactedShape.Type {
        self = .secret(ValueShape(secret.wrappedType), redacted: secret)
      } else if let argument = type as? any ActionArgument.Type {
        self = .argument(argument)
      } else if ValueShape.isValueEnum(type), let metadata = try? EnumMetadata.of(type) {
        self = .caseName(metadata)
      } else if let decodable = type as? any Decodable.Type,
        MetadataKind(of: type) == .struct || MetadataKind(of: type) == .class
      {
        self = .decodable(decodable)
      } else {
        self = .unsupported(type)
      }
    }
  }

  /// Whether an enum payload is a value written by case name rather than a child action reached
  /// with a dot: every case is payload-less and the type says it is data (`CaseIterable`,
  /// `RawRepresentable` or `Decodable`), as a filter or a mode is and an action is not.
  static func isValueEnum(_ type: Any.Type) -> Bool {
    guard MetadataKind(of: type) == .enum, let metadata = try? EnumMetadata.of(type),
      metadata.cases.allSatisfy({ $0.payload.type == nil && !$0.isIndirect })
    else { return false }
    return type is any CaseIterable.Type || type is any RawRepresentable.Type
      || type is any Decodable.Type
  }

  /// The type's name as a signature shows it: `Int`, `String?`, `[Int]`, `Item`.
  var typeName: String {
    switch self {
    case .int: "Int"
    case .double: "Double"
    case .bool: "Bool"
    case .string: "String"
    case .uuid: "UUID"
    case .date: "Date"
    case .url: "URL"
    case .optional(let wrapped, _): wrapped.typeName + "?"
    case .caseName(let metadata): Composable.typeName(metadata.type)
    case .array(let element, _): "[\(element.typeName)]"
    case .decodable(let type):
      (type as? any BracketedCollection.Type)?.bracketedTypeName ?? Composable.typeName(type)
    case .argument(let type): type.argumentTypeName
    case .secret(let wrapped, _): wrapped.typeName
    case .unsupported(let type): Composable.typeName(type)
    }
  }

  var kind: ParameterKind {
    switch self {
    case .int: .int
    case .double: .double
    case .bool: .bool
    case .string: .string
    case .optional(let wrapped, _): wrapped.kind.optional
    case .secret(let wrapped, _): wrapped.kind
    case .argument(let type): type.parameterKind
    case .caseName(let metadata): ParameterKind(.other, caseNames: metadata.cases.map(\.name))
    default:
      ParameterKind(
        .other,
        unbuildable: unsupportedType.map {
          "the shell cannot build \(Wording.withArticle(Composable.typeName($0))) value"
        })
    }
  }

  var isSecret: Bool {
    switch self {
    case .secret: true
    case .optional(let wrapped, _): wrapped.isSecret
    default: false
    }
  }

  /// The type, or nil for one this shape cannot build.
  var unsupportedType: Any.Type? {
    switch self {
    case .unsupported(let type): type
    case .optional(let wrapped, _), .array(let wrapped, _), .secret(let wrapped, _):
      wrapped.unsupportedType
    default: nil
    }
  }

  /// The builder of values of `T`, the type this shape was read from: typed once here, so that
  /// building a value casts nothing.
  func builder<T>(for _: T.Type) -> LiteralBuilder<T> {
    if let typed = anyBuilder as? LiteralBuilder<T> { return typed }
    let name = typeName
    return { _ in throw ArgumentError("the shell cannot build \(Wording.withArticle(name)) value") }
  }

  /// A ``LiteralBuilder`` of this shape's type, boxed: each shape declares how its values are
  /// written here, once.
  private var anyBuilder: Any {
    switch self {
    case .int: return { try Int(literal: $0) } as LiteralBuilder<Int>
    case .double: return { try Double(literal: $0) } as LiteralBuilder<Double>
    case .bool: return { try Bool(literal: $0) } as LiteralBuilder<Bool>
    case .string: return { try String(literal: $0) } as LiteralBuilder<String>
    case .argument(let type):
      func make<A: ActionArgument>(_: A.Type) -> Any {
        { try A(literal: $0) } as LiteralBuilder<A>
      }
      return make(type)
    case .uuid:
      return { literal in
        guard case .string(let text) = literal else { throw self.expected(literal) }
        guard let uuid = UUID(uuidString: text) else {
          throw self.expected(literal, example: ValueShape.uuidExample)
        }
        return uuid
      } as LiteralBuilder<UUID>
    case .date:
      return { literal in
        guard case .string(let text) = literal else { throw self.expected(literal) }
        guard let date = ValueShape.parseDate(text) else {
          throw self.expected(literal, example: "\"2026-11-30T15:00:00Z\" (ISO 8601)")
        }
        return date
      } as LiteralBuilder<Date>
    case .url:
      return { literal in
        guard case .string(let text) = literal else { throw self.expected(literal) }
        guard let url = URL(string: text), url.scheme != nil else {
          throw self.expected(literal, example: "\"https://example.com\"")
        }
        return url
      } as LiteralBuilder<URL>
    case .optional(let shape, let wrapped):
      let inner = shape.anyBuilder
      // Swift's other spellings (`.none`, `.some(x)`); `.none` names the wrapped enum's own
      // `none` case when it has one, as in Swift.
      let readsNone = !shape.hasCase(named: "none")
      func make<W>(_: W.Type) -> Any {
        guard let inner = inner as? LiteralBuilder<W> else { return inner }
        return { literal in
          if case .nil = literal { return W?.none }
          switch readsNone ? literal.optionalSpelling : nil {
          case .some(.none): return W?.none
          case .some(.some(let value)): return .some(try inner(value))
          case .none: return .some(try inner(literal))
          }
        } as LiteralBuilder<W?>
      }
      return make(wrapped)
    case .array(let element, let type):
      return type.builder(wrapping: element.anyBuilder) { self.expected($0) }
    case .secret(let wrapped, let redacted):
      return redacted.builder(wrapping: wrapped.anyBuilder)
    case .caseName(let metadata):
      func make<E>(_: E.Type) -> Any {
        let names = metadata.cases.map(\.name)
        // Payload-less values, built once; immutable from here on.
        nonisolated(unsafe) let values: [E?] = names.indices.map {
          metadata.embed(tag: $0, payload: nil)
        }
        return { literal in
          guard case .string(let text) = literal else { throw self.expected(literal) }
          guard let name = self.caseName(text), let tag = names.firstIndex(of: name) else {
            throw self.expected(literal)
          }
          guard let value = values[tag] else {
            throw ArgumentError("\(self.typeName).\(name) cannot be built")
          }
          return value
        } as LiteralBuilder<E>
      }
      return make(metadata.type)
    case .decodable(let type) where type == StackElementID.self:
      // Written as tests write it (`0`) or as it dumps (`#0`).
      return { try StackElementID.build($0) } as LiteralBuilder<StackElementID>
    case .decodable(let type):
      // The metatype is immutable runtime data.
      nonisolated(unsafe) let type = type
      func make<D>(_: D.Type) -> Any {
        { literal in
          // `type` is `D`: the cast checks nothing that can fail.
          guard let value = try LiteralDecoder.decode(type, from: literal) as? D else {
            throw self.expected(literal)
          }
          return value
        } as LiteralBuilder<D>
      }
      return make(type)
    case .unsupported(let type):
      let message =
        "the shell cannot build \(Wording.withArticle(Composable.typeName(type))) value"
      func make<T>(_: T.Type) -> Any {
        { _ in throw ArgumentError(message) } as LiteralBuilder<T>
      }
      return make(type)
    }
  }

  /// "expected Filter (one of: all, active, completed), got an integer 3": the type, what
  /// would fit, and what was written (never a secret's text).
  func expected(_ literal: LiteralValue, example: String? = nil) -> ArgumentError {
    ArgumentError(kind.mismatch(typeName, got: literal, isSecret: isSecret, example: example))
  }

  /// The case a value enum's name means, written as Swift writes it: `poetry`, `.poetry` or
  /// `Genre.poetry` (the type as named in the signature, or its last part); nil for another type's.
  func caseName(_ text: String) -> String? {
    let name = ParameterKind.caseName(text)
    let type = text.dropLast(name.count + 1)
    if type.isEmpty { return name }
    return typeName == type || typeName.hasSuffix("." + type) ? name : nil
  }

  /// Whether this is a value enum with a case of that name (`none`).
  func hasCase(named name: String) -> Bool {
    if case .caseName(let metadata) = self { return metadata.cases.contains { $0.name == name } }
    return false
  }

  static let uuidExample = "\"DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF\""

  /// ISO 8601, with or without fractional seconds (`2026-11-30T15:00:00Z`): see
  /// ``ISO8601Date/parse(_:)``, which `--date` reads with too.
  static func parseDate(_ text: String) -> Date? { ISO8601Date.parse(text) }

}

/// `Array`, seen without its element type.
protocol ArrayShape {
  static var elementType: Any.Type { get }
  /// A builder of `Self` from a ``LiteralBuilder`` of its element: `[1, 2]`; anything else is
  /// refused with `mismatch`.
  static func builder(
    wrapping element: Any, mismatch: @escaping @Sendable (LiteralValue) -> ArgumentError
  ) -> Any
}

extension Array: ArrayShape {
  static var elementType: Any.Type { Element.self }
  static func builder(
    wrapping element: Any, mismatch: @escaping @Sendable (LiteralValue) -> ArgumentError
  ) -> Any {
    guard let element = element as? LiteralBuilder<Element> else { return element }
    return { literal in
      guard case .array(let values) = literal else { throw mismatch(literal) }
      return try values.map(element)
    } as LiteralBuilder<[Element]>
  }
}

/// `Redacted`, seen without its wrapped type.
protocol RedactedShape {
  static var wrappedType: Any.Type { get }
  /// A builder of `Self` from a ``LiteralBuilder`` of the wrapped type.
  static func builder(wrapping wrapped: Any) -> Any
}

extension Redacted: RedactedShape {
  static var wrappedType: Any.Type { Value.self }
  static func builder(wrapping wrapped: Any) -> Any {
    guard let wrapped = wrapped as? LiteralBuilder<Value> else { return wrapped }
    return { Redacted(try wrapped($0)) } as LiteralBuilder<Redacted<Value>>
  }
}
