import Reflection

/// Dumps `value` as swift-custom-dump's `customDump` does: multi-line, Swift-literal-like text
/// with no trailing newline.
///
/// ```
/// Profile.State(
///   name: "Blob",
///   age: 42,
///   tags: [
///     [0]: "a"
///   ],
///   role: .admin
/// )
/// ```
///
/// - Structs and classes print `Type(` with one `label: value` line per field, commas between,
///   and `)`; a struct with one leaf field stays on one line, `Counter.State(count: 0)`.
/// - Enums print `Type.case` at the root and `.case` when nested; a single leaf payload stays
///   inline, `.setName("Blob")`, anything larger goes on its own lines.
/// - Optionals print their wrapped value or `nil`; arrays print `[0]: …` lines, dictionaries
///   `key: value` lines sorted by dumped key, sets `Set([…])` sorted, tuples `(…)`.
/// - Strings print escaped, raw (`#"say "hi""#`) when they hold quotes or backslashes, or as a
///   `"""` block when they hold line breaks.
/// - A class instance seen before prints `Type(↩︎)`; fields labelled `_$…` are hidden.
/// - ``CustomDumpStringConvertible`` and ``CustomDumpReflectable`` override the above.
public func customDump(_ value: Any) -> String {
  customDump(value, maxDepth: .max)
}

/// Dumps `value`, collapsing what lies deeper than `maxDepth` levels to `Type(…)` / `[…]`, as
/// swift-custom-dump's `customDump(_:maxDepth:)`.
public func customDump(_ value: Any, maxDepth: Int) -> String {
  // An action is mostly a payload-less case, whose whole dump its type's table holds.
  if let text = dumpTraits(of: value).caseNames?.rootText(of: value) { return text }
  var writer = DumpWriter()
  writer.write(value, hasName: false, indent: 0, isRoot: true, maxDepth: maxDepth)
  return writer.out
}

/// Dumps `value` collapsed below `maxDepth` levels, or nil as soon as the dump runs past
/// `maxLines` lines: the writer stops there instead of finishing a dump nobody will show (how
/// the shell's `state` finds the deepest dump that fits a screen).
public func customDump(_ value: Any, maxDepth: Int, maxLines: Int) -> String? {
  var writer = DumpWriter()
  writer.lineBudget = maxLines
  writer.write(value, hasName: false, indent: 0, isRoot: true, maxDepth: maxDepth)
  return writer.isOverBudget() ? nil : writer.out
}

/// Dumps `value` as the text that follows `name: ` on its first line, with every later line
/// starting at column 0 relative to that line.
func dumpText(
  _ value: Any, name: String?, isRoot: Bool, maxDepth: Int, reflectsOnly: Bool = false
) -> String {
  var writer = DumpWriter()
  writer.reflectsOnly = reflectsOnly
  if let name {
    writer.out += name
    writer.out += ": "
  }
  writer.write(value, hasName: name != nil, indent: 0, isRoot: isRoot, maxDepth: maxDepth)
  return writer.out
}

/// A child's label in a dump: absent (tuple elements, enum payloads), text, or an array index.
enum DumpLabel {
  case none
  case text(String)
  /// A stored property's name followed by `: ` (an identifier, so never more than one line).
  case field(String)
  case index(Int)
}

// Indentation strings by width, so that starting a line appends one ready string.
private let indentation = (0...128).map { String(repeating: " ", count: $0) }
private let lineStarts = indentation.map { "\n" + $0 }
let commaLineStarts = indentation.map { ",\n" + $0 }

/// Writes dumps straight into one string. Indentation is written as lines are started rather than
/// by re-indenting finished child dumps, which keeps large dumps linear.
struct DumpWriter {
  var out = ""
  /// Written at the start of every line after the first; diffs put their `- `/`+ `/`  ` marker
  /// and the value's indentation here.
  var linePrefix = ""
  /// Which class instances this dump (or the diff it is part of) has shown.
  var objects = ObjectTracker()
  /// Whether payload-less cases are written from their type's ``EnumCaseNames`` (tests turn
  /// it off to hold the tables to what `Mirror` gives).
  var usesCaseNames = true
  /// Whether every value is read through `Mirror` alone: no struct layouts, scalar reads in
  /// place or case tables (``referenceDump(_:)``, which tests hold the fast paths to).
  var reflectsOnly = false
  /// When set, the most lines the dump may take; past it, writing stops (checked once per
  /// child, so the unbudgeted path pays one nil test).
  var lineBudget: Int?
  private var countedLines = 1
  private var countedBytes = 0

  /// Whether the text so far takes more lines than ``lineBudget``; counts only what was
  /// written since the last call.
  mutating func isOverBudget() -> Bool {
    guard let lineBudget else { return false }
    guard countedLines <= lineBudget else { return true }
    let utf8 = out.utf8
    for byte in utf8[utf8.index(utf8.startIndex, offsetBy: countedBytes)...]
    where byte == UInt8(ascii: "\n") {
      countedLines += 1
    }
    countedBytes = utf8.count
    return countedLines > lineBudget
  }

  mutating func newline(indent: Int) {
    // Without a diff marker, the line break and the indentation are one ready string.
    if linePrefix.isEmpty && indent <= 128 {
      out += lineStarts[indent]
      return
    }
    out += "\n"
    out += linePrefix
    appendSpaces(indent)
  }

  mutating func appendSpaces(_ count: Int) {
    var remaining = count
    while remaining > 0 {
      let chunk = min(remaining, 128)
      out += indentation[chunk]
      remaining -= chunk
    }
  }

  /// Writes multi-line text whose later lines belong at `indent`.
  mutating func writeLines(_ text: String, indent: Int) {
    guard hasNewline(text) else {
      out += text
      return
    }
    var first = true
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if !first { newline(indent: indent) }
      first = false
      out += line
    }
  }

  /// Writes `value` where its first line has already been started (indentation and label
  /// written); `indent` is the indentation of that line.
  mutating func write(_ value: Any, hasName: Bool, indent: Int, isRoot: Bool, maxDepth: Int) {
    // One look-up of what the type is decides the common cases; the casts are only made once
    // the answer says they succeed.
    var value = value
    var traits = dumpTraits(of: value)
    while case .represented = traits.route {
      value = (value as! any CustomDumpRepresentable).customDumpValue
      traits = dumpTraits(of: value)
    }
    switch traits.route {
    case .represented, .reflected:
      break
    case .scalar(let scalar):
      if reflectsOnly { break }
      out += scalar.text(of: value)
      return
    case .string:
      writeString(value as! String, hasName: hasName, indent: indent, maxDepth: maxDepth)
      return
    case .structFields(let layout):
      if reflectsOnly { break }
      if Self.writesDirectly(layout, maxDepth: maxDepth) {
        if writeStruct(value, layout, indent: indent, maxDepth: maxDepth) { return }
      }
      // Nil for a struct held inside another existential: written from its mirror below.
      guard let values = layout.visibleValues(of: value) else { break }
      writeChildren(
        count: values.count, label: { .field(layout.visibleLabelPrefixes[$0]) },
        value: { values[$0] },
        prefix: typeName(Swift.type(of: value)) + "(", suffix: ")", indent: indent,
        maxDepth: maxDepth, allowInline: true)
      return
    case .metatype:
      out += typeName(value as! Any.Type)
      out += ".self"
      return
    case .convertible:
      writeLines((value as! any CustomDumpStringConvertible).customDumpDescription, indent: indent)
      return
    case .anyHashable:
      write(
        (value as! AnyHashable).base, hasName: hasName, indent: indent, isRoot: isRoot,
        maxDepth: maxDepth)
      return
    case .textLike:
      if let text = textValue(value) {
        writeString(text, hasName: hasName, indent: indent, maxDepth: maxDepth)
        return
      }
    }

    if usesCaseNames, !reflectsOnly, let name = traits.caseNames?.name(of: value) {
      if isRoot { out += typeName(Swift.type(of: value)) }
      out += "."
      out += name
      return
    }

    let mirror = dumpMirror(value)
    switch mirror.displayStyle {
    case .class? where Swift.type(of: value) is AnyClass:
      writeObject(value as AnyObject, mirror, indent: indent, maxDepth: maxDepth)

    case .collection?:
      if let array = value as? any DumpableArray {
        if !reflectsOnly, writeStructArray(array, indent: indent, maxDepth: maxDepth) { return }
        writeChildren(
          count: array.dumpCount, label: { .index($0) }, value: { array.dumpElement(at: $0) },
          prefix: "[", suffix: "]", indent: indent, maxDepth: maxDepth, allowInline: false)
      } else {
        let elements = Array(mirror.children)
        writeChildren(
          count: elements.count, label: { .index($0) }, value: { elements[$0].value },
          prefix: "[", suffix: "]", indent: indent, maxDepth: maxDepth, allowInline: false)
      }

    case .dictionary?:
      let entries = dictionaryEntries(
        value, mirror, maxDepth: maxDepth, reflectsOnly: reflectsOnly)
      if entries.isEmpty {
        out += "[:]"
      } else {
        writeChildren(
          count: entries.count, label: { .text(entries[$0].key) }, value: { entries[$0].value },
          prefix: "[", suffix: "]", indent: indent, maxDepth: maxDepth, allowInline: false)
      }

    case .enum?:
      writeEnum(value, mirror, indent: indent, isRoot: isRoot, maxDepth: maxDepth)

    case .optional?:
      if let wrapped = mirror.children.first?.value {
        // custom-dump dumps the wrapped value as an unnamed, non-root value.
        write(wrapped, hasName: false, indent: indent, isRoot: false, maxDepth: maxDepth)
      } else {
        out += "nil"
      }

    case .set?:
      let elements = setElements(value, mirror, reflectsOnly: reflectsOnly)
      writeChildren(
        count: elements.count, label: { _ in .none }, value: { elements[$0] },
        prefix: "Set([", suffix: "])", indent: indent, maxDepth: maxDepth, allowInline: false)

    case .struct?, .class?:
      let children = visibleChildren(of: value, mirror)
      writeChildren(
        count: children.count, label: { children[$0].label.map(DumpLabel.text) ?? .none },
        value: { children[$0].value },
        prefix: typeName(mirror.subjectType) + "(", suffix: ")", indent: indent,
        maxDepth: maxDepth, allowInline: true)

    case .tuple?:
      let children = Array(mirror.children)
      writeChildren(
        count: children.count, label: { tupleLabel(children[$0].label) },
        value: { children[$0].value },
        prefix: "(", suffix: ")", indent: indent, maxDepth: maxDepth, allowInline: true)

    default:
      writeLines(String(describing: value), indent: indent)
    }
  }

  mutating func writeString(_ string: String, hasName: Bool, indent: Int, maxDepth: Int) {
    if StringLiteral.isPlain(string) {
      out += "\""
      out += string
      out += "\""
      return
    }
    if let literal = StringLiteral.singleLine(string) {
      out += literal
      return
    }
    guard maxDepth > 0 else {
      out += "\"…\""
      return
    }
    // A named block indents its content and closing delimiter under the label, as custom-dump
    // does; an unnamed one (root, payload, inside an Optional) keeps them at the value's column.
    let hashes = StringLiteral.blockHashes(string)
    let contentIndent = hasName ? indent + 2 : indent
    out += hashes
    out += "\"\"\""
    for line in StringLiteral.lines(string) {
      newline(indent: contentIndent)
      out += StringLiteral.escapingControls(line, hashes: hashes)
    }
    newline(indent: contentIndent)
    out += "\"\"\""
    out += hashes
  }

  private mutating func writeObject(
    _ object: AnyObject, _ mirror: Mirror, indent: Int, maxDepth: Int
  ) {
    let name = typeName(mirror.subjectType)
    let (tag, seen) = objects.visit(object, typeName: name)
    if seen {
      out += tag + name + "(↩︎)"
      return
    }
    let children = visibleChildren(of: object, mirror)
    writeChildren(
      count: children.count, label: { children[$0].label.map(DumpLabel.text) ?? .none },
      value: { children[$0].value },
      prefix: tag + name + "(", suffix: ")", indent: indent, maxDepth: maxDepth,
      allowInline: true)
  }

  private mutating func writeEnum(
    _ value: Any, _ mirror: Mirror, indent: Int, isRoot: Bool, maxDepth: Int
  ) {
    if isRoot { out += typeName(mirror.subjectType) }
    out += "."
    guard let payloadChild = mirror.children.first else {
      out += String(describing: value)
      return
    }
    let payload = enumPayload(payloadChild.value)
    writeChildren(
      count: payload.count, label: { tupleLabel(payload[$0].label) }, value: { payload[$0].value },
      prefix: (payloadChild.label ?? "@unknown") + "(", suffix: ")", indent: indent,
      maxDepth: maxDepth, allowInline: true)
  }

  /// Writes `prefix`, the children and `suffix`. With `allowInline`, a lone leaf child stays on
  /// the prefix's line (custom-dump's single-value container rule); otherwise each child gets
  /// its own line, indented two more spaces, with a comma after all but the last.
  mutating func writeChildren(
    count: Int, label: (Int) -> DumpLabel, value: (Int) -> Any,
    prefix: String, suffix: String, indent: Int, maxDepth: Int, allowInline: Bool
  ) {
    out += prefix
    defer { out += suffix }
    guard count > 0 else { return }
    // A lone leaf child is written even past the depth limit when it fits on the line
    // (`Square(side: 1.0)`, `.leaf(0)`), as custom-dump writes a single-value container; any
    // other child collapses there (`Pair(…)`).
    let isSingleLeaf =
      allowInline && count == 1 && isLeaf(value(0), reflectsOnly: reflectsOnly)
    guard maxDepth > 0 || isSingleLeaf else {
      out += "…"
      return
    }

    if isSingleLeaf {
      let child = value(0)
      let childLabel = label(0)
      if let scalar = reflectsOnly ? nil : scalarDescription(child) {
        writeLabel(childLabel, indent: indent)
        out += scalar
        return
      }
      if let string = child as? String, let literal = StringLiteral.singleLine(string) {
        writeLabel(childLabel, indent: indent)
        out += literal
        return
      }
      // The leaf may still span lines (a multi-line string); dump it apart to find out.
      var text = ""
      swap(&text, &out)
      let savedPrefix = linePrefix
      linePrefix = ""
      writeLabel(childLabel, indent: 0)
      write(child, hasName: !isNone(childLabel), indent: 0, isRoot: false, maxDepth: maxDepth - 1)
      linePrefix = savedPrefix
      swap(&text, &out)
      guard hasNewline(text) else {
        out += text
        return
      }
      guard maxDepth > 0 else {
        out += "…"
        return
      }
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        newline(indent: indent + 2)
        out += line
      }
      newline(indent: indent)
      return
    }

    for index in 0..<count {
      if lineBudget != nil, isOverBudget() { return }
      if index > 0 && linePrefix.isEmpty && indent + 2 <= 128 {
        out += commaLineStarts[indent + 2]
      } else {
        if index > 0 { out += "," }
        newline(indent: indent + 2)
      }
      let childLabel = label(index)
      writeLabel(childLabel, indent: indent + 2)
      write(
        value(index), hasName: !isNone(childLabel), indent: indent + 2, isRoot: false,
        maxDepth: maxDepth - 1)
    }
    newline(indent: indent)
  }

  private mutating func writeLabel(_ label: DumpLabel, indent: Int) {
    switch label {
    case .none:
      return
    case .text(let text):
      writeLines(text, indent: indent)
    case .field(let prefix):
      out += prefix
      return
    case .index(let index):
      out += "["
      out += String(index)
      out += "]"
    }
    out += ": "
  }

  private func isNone(_ label: DumpLabel) -> Bool {
    if case .none = label { return true }
    return false
  }
}

/// Class instances met in a dump, as custom-dump's tracker: each distinct instance of a type
/// after the first is numbered (`#1 Node(`, `#2 Node(`) and keeps its number; an instance met
/// again prints `#1 Node(↩︎)` instead of its fields.
struct ObjectTracker {
  private var visited: Set<ObjectIdentifier> = []
  private var numbers: [ObjectIdentifier: Int] = [:]
  private var instancesPerType: [String: Int] = [:]

  /// Whether `object` was shown before, and the tag (`#1 `, or nothing for a type's first
  /// instance) that goes before its type name. Marks it shown.
  mutating func visit(_ object: AnyObject, typeName: String) -> (tag: String, seen: Bool) {
    let id = ObjectIdentifier(object)
    let tag = self.tag(id, typeName: typeName)
    if visited.contains(id) { return (tag, true) }
    visited.insert(id)
    instancesPerType[typeName, default: 0] += 1
    return (tag, false)
  }

  /// Whether `object` was shown before.
  func hasSeen(_ object: AnyObject) -> Bool { visited.contains(ObjectIdentifier(object)) }

  /// The tag of `id`, numbering it now if it has none yet.
  mutating func tag(_ id: ObjectIdentifier, typeName: String) -> String {
    let number = numbers[id] ?? instancesPerType[typeName, default: 0]
    numbers[id] = number
    return number > 0 ? "#\(number) " : ""
  }
}

/// Tuple element labels `.0`, `.1` are positional and print as no label.
func tupleLabel(_ label: String?) -> DumpLabel {
  guard let label, label.first != "." else { return .none }
  return .text(label)
}

/// An enum case's associated values: the elements of its payload tuple, or the payload itself
/// when the case has a single unlabelled value.
func enumPayload(_ payload: Any) -> [Mirror.Child] {
  if !isScalar(payload) && !(payload is String) {
    let mirror = dumpMirror(payload)
    if mirror.displayStyle == .tuple { return Array(mirror.children) }
  }
  return [(label: nil, value: payload)]
}

/// A dictionary's entries as (dumped key, value); `Dictionary` entries sorted by dumped key.
func dictionaryEntries(
  _ value: Any, _ mirror: Mirror, maxDepth: Int, reflectsOnly: Bool = false
) -> [(key: String, value: Any)] {
  func keyText(_ key: Any, maxDepth: Int) -> String {
    dumpText(key, name: nil, isRoot: false, maxDepth: maxDepth, reflectsOnly: reflectsOnly)
  }
  if !reflectsOnly, let dictionary = value as? any DumpableDictionary {
    return dictionary.dumpEntries
      .map { (key: keyText($0.key, maxDepth: maxDepth - 1), $0.value) }
      .sorted { $0.key < $1.key }
  }
  let entries = mirror.children.map { child in
    let pair = Array(Mirror(reflecting: child.value).children)
    guard pair.count == 2 else {
      return (key: keyText(child.value, maxDepth: 1), value: () as Any)
    }
    return (key: keyText(pair[0].value, maxDepth: maxDepth - 1), value: pair[1].value)
  }
  // A `Dictionary`'s order is arbitrary: sorted by dumped key whichever way it was read.
  return value is any DumpableDictionary ? entries.sorted { $0.key < $1.key } : entries
}

/// A set's elements; a `Set`'s sorted by their dumps, since its order is arbitrary.
func setElements(_ value: Any, _ mirror: Mirror, reflectsOnly: Bool = false) -> [Any] {
  let elements = mirror.children.map(\.value)
  guard value is any DumpableSet else { return elements }
  return
    elements
    .map {
      (
        dump: dumpText($0, name: nil, isRoot: false, maxDepth: 1, reflectsOnly: reflectsOnly),
        value: $0
      )
    }
    .sorted { $0.dump < $1.dump }
    .map(\.value)
}
