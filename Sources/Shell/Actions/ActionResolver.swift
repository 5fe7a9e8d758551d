import Composable

/// An action named at the shell, checked against a feature's cases: the path of case names and
/// one value per parameter, in order.
public struct ResolvedAction: Equatable, Sendable {
  /// The dotted name (`settings.toggleDarkMode`).
  let name: String
  /// Where each name of ``path`` is in its level of the catalog: what a host walks to build the
  /// action (``FeatureHost/send(caseAt:values:)``), without matching the names again.
  public let indices: [Int]
  public let values: [LiteralValue]

  /// The case names from the root (`["settings", "toggleDarkMode"]`). Split when asked: a send
  /// needs only ``indices``, and an array of names made and freed a send cost ~300 instructions.
  public var path: [String] {
    name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }
}

/// Matches `send` words against a feature's action cases (`increment`, `setName "Blob Jr"`,
/// `login email=a@b.co password=secret`, `counter.increment`,
/// `alert.presented.incrementButtonTapped`), with a "did you mean" for near misses.
public enum ActionResolver {
  /// `supplied`: how many of the first arguments the shell put in itself (the element ids an
  /// element path's brackets give, `rows[0].toggle`): messages count and show only the others.
  /// `spelled` writes a dotted name from the root as the user typed it (`rows[0].toggle` for
  /// `rows.element.toggle`): every name a message shows goes through it, asked only when the
  /// message is made.
  public static func resolve(
    name: String, arguments: [Word], in cases: [ActionDescription], feature: String,
    supplied: Int = 0, spelled: (String) -> String = { $0 }
  ) throws(ShellError) -> ResolvedAction {
    // The bytes first: a `Character` search over every name is slow, and `=` is rare.
    if name.containsASCII(UInt8(ascii: "=")), let equals = name.firstIndex(of: "=") {
      // Never quote what follows: it may be a password typed in the wrong place.
      throw ShellError(
        "'\(ShellError.shown(String(name[..<equals])))=…' is not an action name: a LABEL=VALUE goes after the action (send ACTION LABEL=VALUE)"
      )
    }
    // Nearly every name is one case's (`increment`): it is walked without splitting it into an
    // array of names, made and freed a send.
    let isDotted = name.containsASCII(UInt8(ascii: "."))
    let path = isDotted ? name.split(separator: ".", omittingEmptySubsequences: false) : []
    // A closure, not `\.isEmpty`: a key path literal is looked up at run time on every call.
    if name.isEmpty || path.contains(where: { $0.isEmpty }) {
      throw ShellError(
        "'\(ShellError.shown(name))' has an empty case name: write dotted names as alert.presented.confirm"
      )
    }
    // One level array and one index per step: copying each `ActionDescription` on the way
    // retains all its fields, and the walked names are the path's prefix.
    var level = cases
    var indices: [Int] = []
    if !isDotted {
      guard let index = level.firstIndex(named: name) else {
        throw unknownAction(name, in: level, scope: feature)
      }
      indices = [index]
    }
    indices.reserveCapacity(path.count)
    for (depth, component) in path.enumerated() {
      if depth > 0 {
        let parent = level[indices[depth - 1]]
        // A bound field holding a struct is both: set whole, or one of its fields
        // (`binding.contact`, `binding.contact.name`), even when it cannot be set whole.
        if parent.children.isEmpty, let reason = parent.notSendable {
          throw ShellError(
            "\(spelled(path[..<depth].joined(separator: "."))) cannot be sent: \(reason)")
        }
        guard parent.isChild || !parent.children.isEmpty else {
          let walked = spelled(path[..<depth].joined(separator: "."))
          // Said plainly, not "send it as" the very name typed: what it takes instead.
          let takes =
            parent.parameters.isEmpty
            ? "send it as '\(walked)'"
            : "it takes a value: send \(walked) VALUE (\(parent.signature))"
          throw ShellError("'\(walked)' has no child actions: \(takes)")
        }
        level = parent.children
      }
      guard let index = level.firstIndex(named: component) else {
        let scope = depth == 0 ? feature : spelled(path[..<depth].joined(separator: "."))
        throw unknownAction(String(component), in: level, scope: scope)
      }
      indices.append(index)
    }
    guard let last = indices.last else { throw ShellError("send needs an action name") }
    let action = level[last]
    if let reason = action.notSendable {
      throw ShellError("\(spelled(name)) cannot be sent: \(reason)")
    }
    if action.isChild {
      let names = action.children.map { spelled("\(name).\($0.name)") }
      throw ShellError(
        "'\(spelled(name))' is a child action: send one of \(names.joined(separator: ", "))")
    }
    let values = try bind(arguments, to: action, fullName: spelled(name), supplied: supplied)
    return ResolvedAction(name: name, indices: indices, values: values)
  }

  private static func unknownAction(
    _ component: String, in level: [ActionDescription], scope: String
  ) -> ShellError {
    let names = level.map(\.name)
    return ShellError(
      "unknown action '\(ShellError.shown(component))' in \(scope)\(Suggestion.hint(for: component, in: names)) (one of: \(names.joined(separator: ", ")))"
    )
  }

  /// `fullName` is read only when a message names the action.
  private static func bind(
    _ arguments: [Word], to action: ActionDescription, fullName: @autoclosure () -> String,
    supplied: Int
  ) throws(ShellError) -> [LiteralValue] {
    let parameters = action.parameters
    // Nothing to bind (`increment`): the signature below is for messages, and made and freed.
    if parameters.isEmpty, arguments.isEmpty { return [] }
    let supplied = min(supplied, parameters.count, arguments.count)
    if parameters.count == supplied, arguments.count > supplied {
      throw ShellError("\(fullName()) takes no value: send \(fullName())")
    }
    // The signature as the user writes the action: without the values the shell supplies.
    let signature = action.signature(droppingFirst: supplied)
    var slots = [LiteralValue?](repeating: nil, count: parameters.count)
    var nextPositional = 0
    for argument in arguments {
      let index: Int
      let word: Word
      if let (label, value) = argument.labeled {
        guard !label.isEmpty else {
          throw ShellError(
            "'=\(value.text)' has an empty label: write LABEL=VALUE, as in \(signature)")
        }
        let labels = parameters.compactMap(\.label)
        guard let match = parameters.firstIndex(where: { $0.label == label }) else {
          let hint = Suggestion.hint(for: label, in: labels)
          let known =
            labels.isEmpty ? "it takes no labels" : "labels: \(labels.joined(separator: ", "))"
          throw ShellError(
            "unknown label '\(ShellError.shown(label))' for \(fullName())\(hint) (\(known))")
        }
        guard slots[match] == nil else {
          throw ShellError("\(label) is given twice for \(fullName())")
        }
        index = match
        word = value
      } else {
        while nextPositional < slots.count, slots[nextPositional] != nil { nextPositional += 1 }
        guard nextPositional < slots.count else {
          throw ShellError(
            "\(fullName()) takes \(count(parameters.count - supplied)), got \(arguments.count - supplied): \(signature)"
          )
        }
        index = nextPositional
        word = argument
      }
      slots[index] = try literal(
        word, for: parameters[index], caseName: action.name, signature: signature,
        fullName: fullName())
    }
    if let missing = slots.firstIndex(where: { $0 == nil }) {
      let parameter = parameters[missing]
      let name = parameter.label ?? Wording.withArticle(parameter.typeName) + " value"
      throw ShellError("\(fullName()) needs \(name): \(signature)")
    }
    return slots.map { $0! }
  }

  /// Converts a word for a parameter, as ``ParameterKind`` says each kind is written: a bare
  /// word for a String parameter stays text (`setName Blob`) unless Swift reads it as another
  /// literal (`5`, `true`: refused, `write "5"`); `nil` and `.none` are nil for an optional.
  /// `expect` and `{ … }` blocks read their values here too (see ``TypedValue``).
  /// `caseName`, `signature` and `fullName` name the case in messages.
  static func literal(
    _ word: Word, for parameter: ActionParameter, caseName: String, signature: String,
    fullName: @autoclosure () -> String
  ) throws(ShellError) -> LiteralValue {
    if parameter.isSecret, word.text == Self.leftOutSecret {
      throw ShellError(
        "\(caseName): \(Self.leftOutSecret) stands for a secret that save left out: write the value in its place",
        kind: .leftOutSecret)
    }
    let kind = parameter.kind
    if kind.base == .string, !word.isQuoted, !StructuredLiteral.isStructured(word) {
      let read: LiteralValue?
      do {
        read = try LiteralValue(word: word)
      } catch {
        // A number Swift cannot read (`99999999999999999999999`, `0x`) is no text either.
        let label = parameter.label.map { "\($0): " } ?? ""
        let quoted = parameter.isSecret ? "" : ": \"\(word.text)\""
        throw ShellError(
          "\(fullName()): \(label)\(error.message); as \(Wording.withArticle(parameter.typeName)), write it in quotes\(quoted)"
        )
      }
      if let read, kind.refusesUnquoted(read) {
        let label = parameter.label.map { "\($0): " } ?? ""
        throw ShellError(
          "\(fullName()): \(label)\(kind.mismatch(parameter.typeName, got: read, isSecret: parameter.isSecret))"
        )
      }
      if kind.isOptional, case .some(.none) = read?.optionalSpelling { return .nil }
      if read != .nil { return .string(word.text) }
    }
    let value = try LiteralValue(word: word)
    var checked = value
    if kind.isOptional, let spelled = value.optionalSpelling { checked = spelled ?? .nil }
    let fits: Bool
    switch (kind.base, checked) {
    case (_, .nil): fits = kind.isOptional
    case (.int, .int), (.int, .unsigned), (.double, .int), (.double, .unsigned),
      (.double, .double), (.bool, .bool), (.string, .string):
      // An integer above `Int.max`: the type's builder says whether it fits (a `UInt64`).
      fits = true
    case (.int, _), (.double, _), (.bool, _), (.string, _): fits = false
    case (.other, _): fits = true  // other types check the value when the action is built
    }
    guard fits else {
      let name = parameter.label.map { "\($0) of " } ?? ""
      throw ShellError(
        "\(name)\(fullName()) is \(parameter.typeName), got \(value.described): \(signature)")
    }
    return value
  }

  /// What `save` writes in place of a secret value; sending it is refused, so that a replay
  /// stops at the line instead of signing in with the mask.
  static let leftOutSecret = "••••"

  private static func count(_ n: Int) -> String { n == 1 ? "1 value" : "\(n) values" }
}
