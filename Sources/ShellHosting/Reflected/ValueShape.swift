import Composable
import Foundation

/// How a payload type is written at the shell and built from what was written: read once from
/// the type (its metadata kind, its conformances), then used for every value.
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
  case array(ValueShape, element: Any.Type)
  case decodable(any Decodable.Type)
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
        self = .array(ValueShape(array.elementType), element: array.elementType)
      } else if let secret = type as? any RedactedShape.Type {
        self = .secret(ValueShape(secret.wrappedType), redacted: secret)
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
    case .decodable(let type): Composable.typeName(type)
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
    default: .other
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

  /// Builds a value of the shape's type from a literal, or throws one line saying what was
  /// expected.
  func build(_ literal: LiteralValue) throws(ArgumentError) -> Any {
    switch (self, literal) {
    case (.decodable(let type), _) where type == StackElementID.self:
      // Written as tests write it (`0`) or as it dumps (`#0`).
      return try StackElementID.build(literal)
    case (.int, .int(let value)): return value
    case (.double, .int(let value)): return Double(value)
    case (.double, .double(let value)): return value
    case (.bool, .bool(let value)): return value
    case (.string, .string(let value)): return value
    case (.uuid, .string(let text)):
      guard let uuid = UUID(uuidString: text) else {
        throw expected(literal, example: ValueShape.uuidExample)
      }
      return uuid
    case (.date, .string(let text)):
      guard let date = ValueShape.parseDate(text) else {
        throw expected(literal, example: "\"2026-11-30T15:00:00Z\" (ISO 8601)")
      }
      return date
    case (.url, .string(let text)):
      guard let url = URL(string: text), url.scheme != nil else {
        throw expected(literal, example: "\"https://example.com\"")
      }
      return url
    case (.optional(_, let wrapped), .nil):
      func none<W>(_: W.Type) -> Any { W?.none as Any }
      return _openExistential(wrapped, do: none)
    case (.optional(let shape, let wrapped), _):
      let value = try shape.build(literal)
      func some<W>(_: W.Type) -> Any { (value as? W) as Any }
      return _openExistential(wrapped, do: some)
    case (.caseName(let metadata), .string(let text)):
      let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
      guard let tag = metadata.cases.firstIndex(where: { $0.name == name }) else {
        throw expected(literal)
      }
      func make<E>(_: E.Type) -> Any? { metadata.embed(tag: tag, payload: nil) as E? }
      guard let value = _openExistential(metadata.type, do: make) else {
        throw ArgumentError("\(typeName).\(name) cannot be built")
      }
      return value
    case (.array(let shape, let element), .array(let values)):
      var built: [Any] = []
      for value in values { built.append(try shape.build(value)) }
      func make<E>(_: E.Type) -> Any { built.map { $0 as! E } }
      return _openExistential(element, do: make)
    case (.decodable(let type), _):
      return try LiteralDecoder.decode(type, from: literal)
    case (.secret(let shape, let redacted), _):
      let value = try shape.build(literal)
      guard let secret = redacted.make(value) else {
        throw ArgumentError("cannot keep \(Wording.withArticle(shape.typeName)) secret")
      }
      return secret
    case (.unsupported(let type), _):
      throw ArgumentError(
        "the shell cannot build \(Wording.withArticle(Composable.typeName(type))) value")
    default:
      throw expected(literal)
    }
  }

  /// "expected Filter (one of: all, active, completed), got an integer 3": the type, what
  /// would fit, and what was written (never a secret's text).
  func expected(_ literal: LiteralValue, example: String? = nil) -> ArgumentError {
    let shown = isSecret ? "a value" : literal.described
    var fits = example.map { " such as \($0)" } ?? ""
    if case .caseName(let metadata) = self {
      fits = " (one of: \(metadata.cases.map(\.name).joined(separator: ", ")))"
    }
    return ArgumentError("expected \(typeName)\(fits), got \(shown)")
  }

  static let uuidExample = "\"DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF\""

  /// ISO 8601, with or without fractional seconds (`2026-11-30T15:00:00Z`).
  static func parseDate(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    if let date = formatter.date(from: text) { return date }
    formatter.formatOptions.insert(.withFractionalSeconds)
    return formatter.date(from: text)
  }
}

/// `Array`, seen without its element type.
protocol ArrayShape {
  static var elementType: Any.Type { get }
}

extension Array: ArrayShape {
  static var elementType: Any.Type { Element.self }
}

/// `Redacted`, seen without its wrapped type: the wrapped type, and wrapping a value of it.
protocol RedactedShape {
  static var wrappedType: Any.Type { get }
  static func make(_ value: Any) -> Any?
}

extension Redacted: RedactedShape {
  static var wrappedType: Any.Type { Value.self }
  static func make(_ value: Any) -> Any? { (value as? Value).map(Redacted.init) }
}
