import Composable

/// Reads an enum value the way Swift accepts one for a slot: `.notFound`, `ContactError.notFound`,
/// `.network(code: 404)`, `ContactError.server("srv", retry: false)`, in `.some(…)` or
/// `Optional.some(…)` for an optional, for enums the catalog's builders do not read (an error
/// enum, one whose cases carry payloads). A slot typed as an existential (`any Error`, `Any`)
/// is read as the type of the value it holds now (`like`), as the only concrete type the shell
/// can name there; Swift itself would take any conforming type's value.
///
/// A payload of another type is built by the catalog's builders (``LiteralValue/build(_:from:)``,
/// as `send` builds one), the case by its metadata (``EnumMetadata/embed(tag:payload:)``).
/// Reached from ``TypedValue/read(_:as:like:)``, which `expect`, blocks and `receive` share.
enum EnumLiteral {
  /// Whether values of `type` are read here rather than by the catalog's builders: an enum (or
  /// an optional of one) or an existential.
  static func reads(_ type: Any.Type) -> Bool {
    if let optional = type as? any OptionalType.Type { return reads(optional.wrappedType) }
    if let array = type as? any SlottedCollection.Type, array.slots.key == nil,
      array.collects
    {
      return reads(array.slots.value)
    }
    switch MetadataKind(of: type) {
    case .enum, .existential: return true
    default: return false
    }
  }

  /// The value of `type` that `literal` writes; `like` is the value the slot holds now, which
  /// names the type an existential slot is read as.
  static func build(_ literal: LiteralValue, as type: Any.Type, like actual: Any?)
    throws(ShellError) -> Any
  {
    if let optional = type as? any OptionalType.Type {
      let wrapped = optional.wrappedType
      let inner = actual.flatMap(unwrapOnce)
      // `.none` names the wrapped enum's own `none` case when it has one, as in Swift.
      let hasNoneCase = (try? EnumMetadata.of(wrapped))?.cases.contains { $0.name == "none" }
      switch hasNoneCase == true ? nil : literal.optionalSpelling {
      case .some(.none): return none(of: wrapped)
      case .some(.some(let value)): return try some(build(value, as: wrapped, like: inner), wrapped)
      case .none: return try some(build(literal, as: wrapped, like: inner), wrapped)
      }
    }
    if let array = type as? any SlottedCollection.Type, array.collects,
      case .array(let literals) = literal
    {
      // `[ContactError.notFound, QuotaFailure(limit: 3)]` for an `[any Error]`: each element
      // read as the slot's element type, like the element the slot holds at that index.
      let held = actual.flatMap(StatePath.unwrap).map {
        Mirror(reflecting: $0).children.map(\.value)
      }
      var elements: [Any] = []
      for (index, element) in literals.enumerated() {
        let like = held.flatMap { index < $0.count ? $0[index] : nil }
        elements.append(try build(element, as: array.slots.value, like: like))
      }
      guard let value = array.collecting(elements) else {
        throw ShellError("cannot read \(literal.source) as \(typeName(type))")
      }
      return value
    }
    switch MetadataKind(of: type) {
    case .existential:
      guard let actual = actual.flatMap(StatePath.unwrap) else {
        throw ShellError(
          "the shell cannot build \(Wording.withArticle(typeName(type))) value: it names no type to read \(literal.source) as"
        )
      }
      let held = Swift.type(of: actual)
      if MetadataKind(of: held) == .existential {
        throw ShellError("cannot read \(literal.source)")
      }
      return try build(literal, as: held, like: actual)
    case .enum where ActionParameter(valueOf: type).kind.unbuildable != nil:
      return try enumCase(literal, as: type, like: actual)
    default:
      do {
        return try LiteralValue.build(type, from: literal)
      } catch {
        throw ShellError(error.message)
      }
    }
  }

  /// The message for a case written with another type's name (`OtherError.notFound` for a
  /// `ContactError`), nil when `literal` names no case of another type.
  static func wrongQualifier(_ literal: LiteralValue, for type: Any.Type) -> String? {
    var type = type
    while let optional = type as? any OptionalType.Type { type = optional.wrappedType }
    guard MetadataKind(of: type) == .enum, let (qualifier, name, _) = spelling(literal),
      !qualifier.isEmpty, qualifier != "Optional", !names(qualifier, type)
    else { return nil }
    let shown = typeName(type)
    let written = if case .string(let text) = literal { text } else { literal.source }
    return
      "\(ShellError.shown(written)) is not \(Wording.withArticle(shown)): write .\(name) or \(shown).\(name)"
  }

  /// For a slot typed as an enum no catalog builder reads (`ContactError?`): the message for a
  /// case written with another type's name, or for a case the enum does not have (`.lost`), as
  /// Swift refuses either to compile; nil for anything else (the value is compared as usual).
  static func misnamed(_ literal: LiteralValue, for type: Any.Type) -> String? {
    var type = type
    var literal = literal
    while let optional = type as? any OptionalType.Type {
      type = optional.wrappedType
      if let spelled = literal.optionalSpelling {
        guard let wrapped = spelled else { return nil }
        literal = wrapped
      }
    }
    guard MetadataKind(of: type) == .enum, ActionParameter(valueOf: type).kind.unbuildable != nil,
      let metadata = try? EnumMetadata.of(type), let (qualifier, name, _) = spelling(literal),
      !qualifier.isEmpty || literal.source.hasPrefix(".")
    else { return nil }
    if let wrong = wrongQualifier(literal, for: type) { return wrong }
    let caseNames = metadata.cases.map(\.name)
    guard !caseNames.contains(String(name)) else { return nil }
    return noCase(name, in: caseNames, of: type)
  }

  private static func noCase(_ name: Substring, in caseNames: [String], of type: Any.Type)
    -> String
  {
    "\(typeName(type)) has no case '\(ShellError.shown(String(name)))'\(Suggestion.hint(for: String(name), in: caseNames)) (cases: \(caseNames.sorted().joined(separator: ", ")))"
  }

  /// `Type.case(arguments)` split: the qualifier (empty for `.case` and `case`), the case name,
  /// and the arguments (nil for a case written without parentheses).
  private static func spelling(_ literal: LiteralValue)
    -> (qualifier: Substring, name: Substring, arguments: [LiteralValue.Argument]?)?
  {
    let written: String
    let arguments: [LiteralValue.Argument]?
    switch literal {
    case .string(let text): (written, arguments) = (text, nil)
    case .structure(let text, let values): (written, arguments) = (text, values)
    default: return nil
    }
    let dot = written.lastIndex(of: ".")
    let name = dot.map { written[written.index(after: $0)...] } ?? written[...]
    let qualifier = dot.map { written[..<$0] } ?? ""
    guard let first = name.first, first.isLetter || first == "_",
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    return (qualifier, name, arguments)
  }

  /// Whether `qualifier` names `type` as Swift code may: its full name as the shell shows it, or
  /// the end of it (`ContactError` for `Feature.ContactError`).
  private static func names(_ qualifier: Substring, _ type: Any.Type) -> Bool {
    // Generic arguments may be left for Swift to infer (`Result.failure`).
    let full = withoutGenericArguments(typeName(type))
    let written = withoutGenericArguments(String(qualifier))
    return full == written || full.hasSuffix("." + written)
  }

  private static func withoutGenericArguments(_ name: String) -> String {
    var depth = 0
    return String(
      name.filter { character in
        if character == "<" { depth += 1 }
        defer { if character == ">" { depth -= 1 } }
        return depth == 0 && character != ">"
      })
  }

  private static func enumCase(_ literal: LiteralValue, as type: Any.Type, like actual: Any?)
    throws(ShellError) -> Any
  {
    let shown = typeName(type)
    guard let (_, name, arguments) = spelling(literal) else {
      throw ShellError(
        "expected \(Wording.withArticle(shown)) case such as .\(sampleCase(type)), got \(literal.described)"
      )
    }
    if let wrong = wrongQualifier(literal, for: type) { throw ShellError(wrong) }
    let metadata: EnumMetadata
    do {
      metadata = try EnumMetadata.of(type)
    } catch {
      throw ShellError("the shell cannot build \(Wording.withArticle(shown)) value")
    }
    let caseNames = metadata.cases.map(\.name)
    guard let tag = caseNames.firstIndex(of: String(name)) else {
      throw ShellError(noCase(name, in: caseNames, of: type))
    }
    let chosen = metadata.cases[tag]
    // The payload the slot holds now, when it is this case: it names the types of existential
    // parts of the payload.
    let held = actual.flatMap(StatePath.unwrap).flatMap { value -> Any? in
      guard Swift.type(of: value) == type, let child = Mirror(reflecting: value).children.first,
        child.label == chosen.name
      else { return nil }
      return child.value
    }
    var payload: Any? = nil
    switch (chosen.payload.type, arguments) {
    case (nil, nil), (nil, .some([])):
      break
    case (nil, .some):
      throw ShellError("\(shown).\(name) has no payload: write .\(name)")
    case (.some, nil):
      throw ShellError("\(shown).\(name) needs its payload: write .\(name)(…)")
    case (.some(let payloadType), .some(let arguments)):
      payload = try parts(arguments, of: payloadType, like: held, case: "\(shown).\(name)")
    }
    guard !chosen.isIndirect, let value = embed(metadata, tag: tag, payload: payload, as: type)
    else {
      throw ShellError("the shell cannot build \(shown).\(name)")
    }
    return value
  }

  /// A case's payload from its arguments: the one value, or a tuple's elements in order, each
  /// labelled as the case declares it.
  private static func parts(
    _ arguments: [LiteralValue.Argument], of payloadType: Any.Type, like held: Any?,
    case name: String
  ) throws(ShellError) -> Any {
    guard let tuple = TupleMetadata(payloadType) else {
      guard arguments.count == 1, arguments[0].label == nil else {
        throw ShellError("\(name) takes one value: write \(name)(value)")
      }
      return try build(arguments[0].value, as: payloadType, like: held)
    }
    let declared = tuple.elements.map { $0.label.map { "\($0): …" } ?? "…" }
      .joined(separator: ", ")
    guard arguments.count == tuple.elements.count,
      zip(arguments, tuple.elements).allSatisfy({ $0.label == $1.label })
    else {
      throw ShellError(
        "\(name) takes (\(declared)), got (\(arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.source }.joined(separator: ", ")))"
      )
    }
    let heldElements: [Any?] =
      held.map { value in
        let mirror = Mirror(reflecting: value)
        // One labelled value may be reflected as the value itself.
        return mirror.displayStyle == .tuple ? mirror.children.map(\.value) : [value]
      } ?? []
    var values: [Any] = []
    for (index, argument) in arguments.enumerated() {
      let like = index < heldElements.count ? heldElements[index] : nil
      values.append(try build(argument.value, as: tuple.elements[index].type, like: like))
    }
    return values
  }

  private static func embed(_ metadata: EnumMetadata, tag: Int, payload: Any?, as type: Any.Type)
    -> Any?
  {
    func make<E>(_: E.Type) -> Any? {
      let value: E? = metadata.embed(tag: tag, payload: payload)
      return value
    }
    return make(type)
  }

  private static func sampleCase(_ type: Any.Type) -> String {
    (try? EnumMetadata.of(type))?.cases.first?.name ?? "name"
  }

  private static func unwrapOnce(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first?.value
  }

  private static func none(of wrapped: Any.Type) -> Any {
    func make<W>(_: W.Type) -> Any { W?.none as Any }
    return make(wrapped)
  }

  /// `value` as an optional of `wrapped` (which may be an existential `value` conforms to).
  private static func some(_ value: Any, _ wrapped: Any.Type) throws(ShellError) -> Any {
    func make<W>(_: W.Type) -> Any? { (value as? W).map { Optional.some($0) as Any } }
    guard let wrappedValue = make(wrapped) else {
      throw ShellError("cannot read the value as \(typeName(wrapped))")
    }
    return wrappedValue
  }
}
