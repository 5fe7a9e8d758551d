import Composable
import Foundation

/// Writes values as Swift source for an exported test: literals, enum cases, memberwise
/// initializers, `AlertState { … } actions: { … }` builders, and secrets as names the user
/// defines (their values are never written).
struct SwiftExpression {
  /// One secret met while writing: the name standing for it and where it was seen.
  struct Secret {
    let value: AnyHashable
    let name: String
    let type: String
    let note: String
  }

  /// The enum the secrets' names live in (`LoginSessionTestsSecrets`).
  let secretsNamespace: String
  private(set) var secrets: [Secret] = []

  init(secretsNamespace: String) {
    self.secretsNamespace = secretsNamespace
  }

  /// `value` as an expression; `indent` is the indentation of the line it starts on, for
  /// builders spanning lines; `note` says where a secret in it was seen.
  mutating func write(_ value: Any, indent: String = "", note: String) -> String {
    let value = representedValue(value)
    if value is SecretValue { return secret(value, note: note) }
    switch value {
    case let text as TextState: return "TextState(\(Self.literal(text.string)))"
    case let string as String: return Self.literal(string)
    case let bool as Bool: return String(bool)
    case let int as Int: return String(int)
    case let double as Double: return "\(double)"
    case let date as Date: return "Date(timeIntervalSince1970: \(date.timeIntervalSince1970))"
    case let uuid as UUID: return "UUID(uuidString: \"\(uuid.uuidString)\")!"
    // An integer literal, as TCA's tests write stack ids (`.element(id: 0, action: …)`).
    case let id as StackElementID: return String(id.generation)
    default: break
    }
    let mirror = Mirror(reflecting: value)
    switch typeName(type(of: value)) {
    case "AlertState", "ConfirmationDialogState":
      return presentation(value, mirror, indent: indent, note: note)
    case "ButtonState":
      return button(mirror, indent: indent, note: note)
    default: break
    }
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else { return "nil" }
      return write(wrapped.value, indent: indent, note: note)
    case .collection, .set:
      return "["
        + mirror.children.map { write($0.value, indent: indent, note: note) }
        .joined(separator: ", ") + "]"
    case .enum:
      return enumCase(value, mirror, indent: indent, note: note)
    default:
      let fields = mirror.children.compactMap { child -> String? in
        guard let label = child.label, !label.hasPrefix("_$") else { return nil }
        let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
        return "\(name): " + write(child.value, indent: indent, note: "\(note).\(name)")
      }
      return "\(typeName(type(of: value)))(\(fields.joined(separator: ", ")))"
    }
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
    if value is SecretValue { return false }
    switch value {
    case is TextState, is String, is Bool, is Int, is Double, is Date, is UUID, is StackElementID:
      return true
    default: break
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional, .collection, .set, .enum, .tuple:
      return mirror.children.allSatisfy { isPlain($0.value) }
    default: return false
    }
  }

  /// Whether `value` holds a secret not met yet, nor typed by the user: one the system made
  /// (a token), which the user cannot know to define.
  func holdsUnknownSecret(_ value: Any, depth: Int = 0) -> Bool {
    let value = representedValue(value)
    if value is SecretValue {
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

  private mutating func secret(_ value: Any, note: String) -> String {
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
        Secret(value: hashable, name: name, type: typeName(type(of: raw)), note: note))
    }
    return "Redacted(\(secretsNamespace).\(name))"
  }

  private mutating func enumCase(_ value: Any, _ mirror: Mirror, indent: String, note: String)
    -> String
  {
    guard let child = mirror.children.first, let name = child.label else {
      return TestStoreMessages.caseName(value)
    }
    let payload = Mirror(reflecting: child.value)
    if payload.displayStyle == .tuple {
      let arguments = payload.children.map { element -> String in
        let label = element.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
        return (label.map { "\($0): " } ?? "") + write(element.value, indent: indent, note: note)
      }
      return ".\(name)(\(arguments.joined(separator: ", ")))"
    }
    return ".\(name)(\(write(child.value, indent: indent, note: note)))"
  }

  /// `AlertState { TextState(…) } actions: { … } message: { … }`, and the same for a dialog.
  private mutating func presentation(_ value: Any, _ mirror: Mirror, indent: String, note: String)
    -> String
  {
    var fields: [String: Any] = [:]
    for child in mirror.children { if let label = child.label { fields[label] = child.value } }
    let inner = indent + "  "
    var head = typeName(type(of: value))
    if let visibility = fields["titleVisibility"], "\(visibility)" != "automatic" {
      head += "(titleVisibility: .\(visibility))"
    }
    var text =
      head + " {\n" + inner + write(fields["title"] as Any, note: note) + "\n" + indent + "}"
    let buttons = (fields["buttons"].map { Mirror(reflecting: $0).children.map(\.value) }) ?? []
    if !buttons.isEmpty {
      text += " actions: {\n"
      for button in buttons {
        text += inner + write(button, indent: inner, note: note) + "\n"
      }
      text += indent + "}"
    }
    if let message = fields["message"], let some = Mirror(reflecting: message).children.first {
      text += " message: {\n" + inner + write(some.value, note: note) + "\n" + indent + "}"
    }
    return text
  }

  /// `ButtonState(role: .cancel, action: .x) { TextState("…") }`.
  private mutating func button(_ mirror: Mirror, indent: String, note: String) -> String {
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
      arguments.append("action: " + write(some.value, indent: indent, note: note))
    }
    let call =
      arguments.isEmpty ? "ButtonState" : "ButtonState(\(arguments.joined(separator: ", ")))"
    return call + " {\n" + indent + "  " + write(fields["label"] as Any, note: note) + "\n" + indent
      + "}"
  }

  /// A Swift string literal.
  static func literal(_ string: String) -> String {
    var text = "\""
    Escaping.swiftLiteral.write(string, to: &text)
    return text + "\""
  }
}
