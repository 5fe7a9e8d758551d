import Composable
import Foundation

/// Writes values as Swift source for an exported test, each through the public API of the type
/// it belongs to, so that the expression compiles in the user's test target and rebuilds an
/// equal value: literals, enum cases, memberwise initializers of the feature's own structs,
/// `URL(string: "…")!` and the other Foundation forms (see `SwiftExpression+Foundation`),
/// identified arrays and stacks as their literals, `.set(\.name, value)` for a binding action,
/// `AlertState { … } actions: { … }` builders, and secrets as names the user defines (their
/// values are never written).
///
/// A value no public form is known for (a class, a library struct seen only through its private
/// storage) is refused with `ShellError`, naming its type and where it sits: an export writes
/// compilable Swift or nothing.
struct SwiftExpression {
  /// One secret met while writing: the name standing for it and where it was seen.
  struct Secret {
    let value: AnyHashable
    let name: String
    /// The declaration's type, generic arguments included (`String`, `Array<String>`).
    let type: String
    let note: String
  }

  /// The enum the secrets' names live in (`LoginSessionTestsSecrets`).
  let secretsNamespace: String
  private(set) var secrets: [Secret] = []
  /// The memberwise initializers written, once each in the order first written
  /// (`RowFeature.State(id:row:)`), for structs with no `@ObservableState` listing: the runtime
  /// cannot see their initializers, so one whose own `init` hides the memberwise one is named to
  /// the user rather than guessed at.
  var memberwiseInitializers: [String] = []

  init(secretsNamespace: String) {
    self.secretsNamespace = secretsNamespace
  }

  /// `value` as an expression; `slot` is the static type of the place it is written into, nil
  /// when unknown (see ``WrittenSlot``); `indent` is the indentation of the line it starts on,
  /// for builders spanning lines; `note` says where the value was seen (for a secret's comment
  /// and a refusal) and `path` where inside it this part sits.
  mutating func write(
    _ value: Any, slot: Any.Type? = nil, indent: String = "", note: String, path: String = ""
  ) throws(ShellError) -> String {
    let original = type(of: value)
    let value = representedValue(value)
    // A value shown as another (a `BindingState` as what it wraps) is no longer the slot's.
    let slot = type(of: value) == original ? slot : nil
    let mirror = Mirror(reflecting: value)
    // Before the secret check: a dynamic cast sees through an optional, and the optional is
    // what is written here (`nil`, or what it wraps).
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      if Mirror(reflecting: wrapped).displayStyle == .optional,
        Mirror(reflecting: wrapped).children.isEmpty
      {
        return ".some(nil)"
      }
      return try write(
        wrapped, slot: WrittenSlot.wrapped(ofOptional: type(of: value)), indent: indent,
        note: note, path: path)
    }
    if value is SecretValue { return secret(value, note: note, path: path) }
    if let scalar = try Self.scalar(value, at: place(note, path)) { return scalar }
    if let identified = value as? any IdentifiedElements {
      return try identifiedArray(identified, indent: indent, note: note, path: path)
    }
    if let stack = value as? any StackElements {
      return try stackState(stack, indent: indent, note: note, path: path)
    }
    if let binding = value as? any BindingActionSource {
      guard !binding.keyPathText.contains("<") else {
        throw refusal(value, note, path, "the field its key path writes has no name at run time")
      }
      let written = try write(
        binding.writtenValue, indent: indent, note: note, path: path + binding.keyPathText)
      return ".set(\(binding.keyPathText), \(written))"
    }
    switch typeName(type(of: value)) {
    case "AlertState", "ConfirmationDialogState":
      return try presentation(value, mirror, indent: indent, note: note, path: path)
    case "ButtonState":
      return try button(mirror, indent: indent, note: note, path: path)
    default: break
    }
    let slots = WrittenSlot.elements(of: type(of: value))
    switch mirror.displayStyle {
    case .collection:
      var elements: [String] = []
      for (index, child) in mirror.children.enumerated() {
        elements.append(
          try write(
            child.value, slot: slots?.value, indent: indent, note: note,
            path: path + "[\(index)]"))
      }
      return "[" + elements.joined(separator: ", ") + "]"
    case .set:
      // A set has no order; sorted, an export is the same every time.
      var elements: [String] = []
      for child in mirror.children {
        elements.append(
          try write(child.value, slot: slots?.value, indent: indent, note: note, path: path + "[…]")
        )
      }
      return "[" + elements.sorted().joined(separator: ", ") + "]"
    case .dictionary:
      var entries: [String] = []
      for child in mirror.children {
        let pair = Array(Mirror(reflecting: child.value).children)
        guard pair.count == 2 else { throw refusal(value, note, path, "an entry is not a pair") }
        let key = try write(
          pair[0].value, slot: slots?.key, indent: indent, note: note, path: path + "[key]")
        let item = try write(
          pair[1].value, slot: slots?.value, indent: indent, note: note, path: path + "[\(key)]")
        entries.append(key + ": " + item)
      }
      return entries.isEmpty ? "[:]" : "[" + entries.sorted().joined(separator: ", ") + "]"
    case .tuple:
      var elements: [String] = []
      let slots = WrittenSlot.elements(ofTuple: type(of: value))
      for (index, child) in mirror.children.enumerated() {
        let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
        let slot = slots.flatMap { index < $0.count ? $0[index] : nil }
        elements.append(
          (label.map { "\($0): " } ?? "")
            + (try write(
              child.value, slot: slot, indent: indent, note: note, path: path + ".\(index)")))
      }
      return "(" + elements.joined(separator: ", ") + ")"
    case .enum:
      let written = try enumCase(value, mirror, indent: indent, note: note, path: path)
      // Where the slot is not the enum (`any Error`, `Any`), Swift needs the type's name.
      guard let slot, slot != type(of: value), written.hasPrefix(".") else { return written }
      return Self.sourceTypeName(type(of: value)) + written
    case .struct where !Self.isLibraryType(type(of: value)):
      return try structure(value, mirror, indent: indent, note: note, path: path)
    case .class:
      throw refusal(value, note, path, "a class has no memberwise initializer")
    default:
      throw refusal(value, note, path, "no public initializer is known for it")
    }
  }

  /// Whether `type` comes from the standard library, Foundation or this package's libraries:
  /// such a struct's stored fields are private storage, not a memberwise initializer.
  static func isLibraryType(_ type: Any.Type) -> Bool {
    let module = String(reflecting: type).prefix { $0 != "." }
    return libraryModules.contains(String(module))
  }

  private static let libraryModules: Set = [
    "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
    "FoundationInternationalization", "Dispatch", "Synchronization", "Composable",
    "ComposableTesting", "ShellHosting", "Shell", "TCAShell",
  ]

  /// `"where"` for a message: the place a value was seen, and the path inside it.
  private func place(_ note: String, _ path: String) -> String {
    path.isEmpty ? note : "\(note), at \(path)"
  }

  /// The refusal for a value no public form is known for.
  func refusal(_ value: Any, _ note: String, _ path: String, _ why: String) -> ShellError {
    ShellError(
      "save --swift cannot write a value of type \(_typeName(type(of: value), qualified: false)) as Swift (\(place(note, path))): \(why); nothing was saved"
    )
  }

  /// A pattern matching the cases down an action's nested enum payloads
  /// (`.loginResponse(.success(_))`), for `receive` of an action a test cannot rebuild.
  static func casePattern(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return "_" }
    guard let child = mirror.children.first, let name = child.label else {
      return TestStoreMessages.caseName(value)
    }
    let payload = Mirror(reflecting: child.value)
    if payload.displayStyle == .tuple {
      return ".\(name)(" + payload.children.map { _ in "_" }.joined(separator: ", ") + ")"
    }
    return ".\(name)(\(casePattern(child.value)))"
  }

  /// Whether `write` gives an expression equal to the value without relying on a memberwise
  /// initializer (enums, literals, text): such actions are received by value.
  static func isPlain(_ value: Any) -> Bool {
    let value = representedValue(value)
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.allSatisfy { isPlain($0.value) }
    }
    if value is SecretValue { return false }
    if isScalar(value) { return true }
    if let binding = value as? any BindingActionSource {
      return !binding.keyPathText.contains("<") && isPlain(binding.writtenValue)
    }
    switch mirror.displayStyle {
    case .collection, .set, .enum, .tuple, .dictionary:
      return mirror.children.allSatisfy { isPlain($0.value) }
    default: return false
    }
  }

  /// Whether `value` holds a secret not met yet, nor typed by the user: one the system made
  /// (a token), which the user cannot know to define.
  func holdsUnknownSecret(_ value: Any, depth: Int = 0) -> Bool {
    let value = representedValue(value)
    if Mirror(reflecting: value).displayStyle != .optional, value is SecretValue {
      guard let raw = Mirror(reflecting: value).children.first?.value as? AnyHashable else {
        return true
      }
      return !secrets.contains { $0.value == raw }
    }
    guard depth < 8 else { return false }
    return Mirror(reflecting: value).children.contains {
      holdsUnknownSecret($0.value, depth: depth + 1)
    }
  }

  private mutating func secret(_ value: Any, note: String, path: String) -> String {
    guard let raw = Mirror(reflecting: value).children.first?.value,
      let hashable = raw as? AnyHashable
    else { return "/* a secret */ \(typeName(type(of: value)))()" }
    if let string = raw as? String, string.isEmpty { return "Redacted(\"\")" }
    let name: String
    if let known = secrets.first(where: { $0.value == hashable }) {
      name = known.name
    } else {
      name = "secret\(secrets.count + 1)"
      secrets.append(
        Secret(
          value: hashable, name: name, type: Self.sourceTypeName(type(of: raw)),
          note: place(note, path)))
    }
    return "Redacted(\(secretsNamespace).\(name))"
  }

  private mutating func enumCase(
    _ value: Any, _ mirror: Mirror, indent: String, note: String, path: String
  ) throws(ShellError) -> String {
    guard let child = mirror.children.first, let name = child.label else {
      return TestStoreMessages.caseName(value)
    }
    let payload = Mirror(reflecting: child.value)
    let slots = WrittenSlot.payload(name, of: type(of: value))
    if payload.displayStyle == .tuple {
      var arguments: [String] = []
      for (index, element) in payload.children.enumerated() {
        let label = element.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
        let slot = slots.flatMap { index < $0.count ? $0[index] : nil }
        arguments.append(
          (label.map { "\($0): " } ?? "")
            + (try write(element.value, slot: slot, indent: indent, note: note, path: path)))
      }
      return ".\(name)(\(arguments.joined(separator: ", ")))"
    }
    let slot = slots?.count == 1 ? slots?[0] : nil
    return ".\(name)(\(try write(child.value, slot: slot, indent: indent, note: note, path: path)))"
  }

  /// `AlertState { TextState(…) } actions: { … } message: { … }`, and the same for a dialog.
  private mutating func presentation(
    _ value: Any, _ mirror: Mirror, indent: String, note: String, path: String
  ) throws(ShellError) -> String {
    var fields: [String: Any] = [:]
    for child in mirror.children { if let label = child.label { fields[label] = child.value } }
    let inner = indent + "  "
    var head = typeName(type(of: value))
    if let visibility = fields["titleVisibility"], "\(visibility)" != "automatic" {
      head += "(titleVisibility: .\(visibility))"
    }
    var text =
      head + " {\n" + inner + (try write(fields["title"] as Any, note: note, path: path)) + "\n"
      + indent + "}"
    let buttons = (fields["buttons"].map { Mirror(reflecting: $0).children.map(\.value) }) ?? []
    if !buttons.isEmpty {
      text += " actions: {\n"
      for button in buttons {
        text += inner + (try write(button, indent: inner, note: note, path: path)) + "\n"
      }
      text += indent + "}"
    }
    if let message = fields["message"], let some = Mirror(reflecting: message).children.first {
      text +=
        " message: {\n" + inner + (try write(some.value, note: note, path: path)) + "\n" + indent
        + "}"
    }
    return text
  }

  /// `ButtonState(role: .cancel, action: .x) { TextState("…") }`.
  private mutating func button(_ mirror: Mirror, indent: String, note: String, path: String)
    throws(ShellError) -> String
  {
    var fields: [String: Any] = [:]
    for child in mirror.children { if let label = child.label { fields[label] = child.value } }
    var arguments: [String] = []
    if let role = fields["role"], let some = Mirror(reflecting: role).children.first {
      arguments.append("role: .\(some.value)")
    }
    if let action = fields["action"],
      let send = Mirror(reflecting: action).children.first?.value,
      let some = Mirror(reflecting: send).children.first
    {
      arguments.append("action: " + (try write(some.value, indent: indent, note: note, path: path)))
    }
    let call =
      arguments.isEmpty ? "ButtonState" : "ButtonState(\(arguments.joined(separator: ", ")))"
    return call + " {\n" + indent + "  "
      + (try write(fields["label"] as Any, note: note, path: path)) + "\n" + indent + "}"
  }

  /// A type as a test file writes it: its full name with generic arguments and nesting, without
  /// the module each part is qualified with (`Array<Auth.Token>`, `Dictionary<String, Int>`).
  static func sourceTypeName(_ type: Any.Type) -> String {
    let qualified = _typeName(type, qualified: true)
    var result = ""
    var path: [Substring] = []
    func flush() {
      result += path.dropFirst(path.count > 1 ? 1 : 0).joined(separator: ".")
      path = []
    }
    var word = Substring()
    for character in qualified {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else if character == ".", !word.isEmpty {
        path.append(word)
        word = ""
      } else {
        if !word.isEmpty { path.append(word) }
        word = ""
        flush()
        result.append(character)
      }
    }
    if !word.isEmpty { path.append(word) }
    flush()
    return result
  }

  /// A Swift string literal.
  static func literal(_ string: String) -> String {
    var text = "\""
    Escaping.swiftLiteral.write(string, to: &text)
    return text + "\""
  }
}
