import Reflection

/// A line diff of two values in swift-custom-dump's default format, or `nil` when they are equal
/// (see ``isEqualValues(_:_:)``).
///
/// Each line is the dump line prefixed with `- ` (old only), `+ ` (new only) or two spaces
/// (both), with no trailing newline:
///
/// ```
///   Profile.State(
///     name: "Blob",
/// -   age: 42,
/// +   age: 43,
///     isAdmin: false
///   )
/// ```
///
/// Matches custom-dump's `diff(_:_:format: .default)`:
/// - Values of different types, leaves, enums of different cases, and a struct (or enum payload)
///   that dumps on one line on either side print whole: `- old` then `+ new`. Deviation: in that
///   last case custom-dump leaves out the comma after both sides (`-   )` /
///   `+   _alert: AlertState(title: "Incremented!")`); we keep it, so each side reads as valid
///   Swift.
/// - Structs, classes and tuples of the same type recurse field by field. Unchanged fields print
///   collapsed: leaves in full, nested values as `Type(…)`, `[…]`, `(…)` or `.case(…)`.
/// - Same-case enums recurse into their payload; `Optional`s into their wrapped values.
/// - Arrays, dictionaries and sets show changed elements, and runs of unchanged ones as
///   `… (N unchanged)`. A lone unchanged array element between changes prints collapsed with its
///   index (`[3]: Row(…),`), as custom-dump does; in dictionaries and sets the unchanged entries
///   are counted into a single `… (N unchanged)` line at the end. A dictionary-style value that
///   is ordered (`StackState`) keeps its order and collapses its unchanged entries where they
///   stand, as an array does.
/// - Arrays are aligned by a minimal edit script (the standard library's `CollectionDifference`),
///   as custom-dump aligns them: `[1, 2, 3, 4, 5]` → `[1, 3, 4, 5, 6]` prints `[0]: 1,`,
///   `- [1]: 2,`, `… (3 unchanged),`, `+ [4]: 6`.
/// - Multi-line strings diff line by line inside a `"""` block.
public func diff(_ old: Any, _ new: Any) -> String? {
  diffText(old, new)?.text
}

/// ``diff(_:_:)``'s result before it is made into one string, so that the shell can append it
/// to its output buffer as it is; nil when the values are equal. All of the values' own code
/// (`==`, custom dumps) has run by the time it returns.
package func diffText(_ old: Any, _ new: Any) -> DiffText? {
  switch flatDiff(old, new) {
  case .equal?: return nil
  case .oneLine(let change)?: return DiffText(.oneLine(change))
  case .text(let text)?: return DiffText(.text(text))
  case .general?, nil: return generalDiff(old, new).map { DiffText(.text($0)) }
  }
}

/// The text of a diff, whole or in the pieces of a one-line change (see ``diffText(_:_:)``).
package struct DiffText {
  fileprivate enum Storage {
    case oneLine(OneFieldChange)
    case text(String)
  }

  private let storage: Storage

  fileprivate init(_ storage: Storage) { self.storage = storage }

  package var text: String {
    switch storage {
    case .oneLine(let change): change.text
    case .text(let text): text
    }
  }

  /// Appends the text's UTF-8 bytes, with no line feed after them.
  package func append(to bytes: inout ByteBuffer) {
    switch storage {
    case .oneLine(let change): change.append(to: &bytes)
    case .text(let text): bytes.append(utf8: text)
    }
  }
}

/// ``diff(_:_:)`` of two values that are a field named `name` of a larger value, as
/// custom-dump diffs a child: the first line starts `name: `, an enum case prints without its
/// type (`.detail(…)`), and `separator` (a field's `,`) ends the last line. Nil when equal.
package func diff(_ old: Any, _ new: Any, name: String, separator: String) -> String? {
  guard !isEqualValues(old, new) else { return nil }
  var writer = DiffWriter()
  writer.diff(
    old, new, lhsName: name, rhsName: name, separator: separator, indent: 0, isRoot: false,
    knownUnequal: true)
  if writer.out.last == "\n" { writer.out.removeLast() }
  return writer.out
}

/// The diff through ``FlatStructDiff`` when the values are of one type it handles.
private func flatDiff(_ old: Any, _ new: Any) -> FlatStructDiff.Outcome? {
  let type = Swift.type(of: old)
  guard type == Swift.type(of: new), let flat = dumpTraits(of: old, type: type).flatDiff
  else { return nil }
  return flat.diff(old, new)
}

/// ``diff(_:_:)`` through the general writer alone (tests hold the fast paths to it).
func generalDiff(_ old: Any, _ new: Any, reflectsOnly: Bool = false) -> String? {
  guard !isEqualValues(old, new, reflectsOnly: reflectsOnly) else { return nil }
  var writer = DiffWriter()
  writer.reflectsOnly = reflectsOnly
  // Room for a small diff at once, rather than growing the string three times on the way.
  writer.out.reserveCapacity(128)
  writer.diff(
    old, new, lhsName: nil, rhsName: nil, separator: "", indent: 0, isRoot: true,
    knownUnequal: true)
  // Read on the bytes (a `Character` look-up at the end costs more than the check): the last
  // character is a lone line feed when the last byte is one and the byte before is no `\r`.
  let bytes = writer.out.utf8
  if bytes.last == UInt8(ascii: "\n"), bytes.dropLast().last != UInt8(ascii: "\r") {
    writer.out.removeLast()
  }
  return writer.out
}

/// The line custom-dump's diff writes above two dumps that read alike though the values differ
/// (a changed `Redacted` secret, `nan`), so that they do not read as no change.
public let unequalButAlikeNote = "// Not equal but no difference detected:"

private let removedMarker = "- "
private let insertedMarker = "+ "
private let unchangedMarker = "  "

/// The children of one side of a container being diffed.
private struct DiffChildren {
  var count: Int
  var label: (Int) -> String?
  var value: (Int) -> Any

  init(count: Int, label: @escaping (Int) -> String?, value: @escaping (Int) -> Any) {
    self.count = count
    self.label = label
    self.value = value
  }

  init(_ children: [Mirror.Child], labels: (String?) -> String? = { $0 }) {
    let labelled = children.map { (label: labels($0.label), value: $0.value) }
    self.init(count: labelled.count, label: { labelled[$0].label }, value: { labelled[$0].value })
  }
}

/// How a container's children are framed and walked in a diff.
private struct ContainerStyle {
  var prefix: String
  var suffix: String
  var elementIndent = 2
  var elementSeparator = ","
  /// Collections fold unchanged elements into `… (N unchanged)`; structures print each field.
  var collapseUnchanged = false
  /// Dictionaries and sets report their unchanged entries once, at the end.
  var isSorted = false
  /// `prefix` is what a dump of the value starts with (a plain struct's `Type(`, an enum's
  /// `.case(`), so a one-line dump may be written from it directly.
  var prefixIsDumpPrefix = false
}

/// Builds a diff into one string, following custom-dump's `diffHelp`: every emitted line ends
/// with a newline, and equal subtrees are found by equality before anything is dumped.
private struct DiffWriter {
  var out = ""
  /// Class instances shown so far, shared with every dump the diff writes (as custom-dump
  /// shares its tracker), so numbering runs through the whole diff.
  private var objects = ObjectTracker()
  /// Every value read through `Mirror` alone (see ``DumpWriter/reflectsOnly``).
  var reflectsOnly = false

  private func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    isEqualValues(lhs, rhs, reflectsOnly: reflectsOnly)
  }

  mutating func diff(
    _ lhs: Any, _ rhs: Any, lhsName: String?, rhsName: String?, separator: String,
    indent: Int, isRoot: Bool, knownUnequal: Bool
  ) {
    let lhs = representedValue(lhs)
    let rhs = representedValue(rhs)
    let rhsName = rhsName ?? lhsName
    if lhsName == rhsName && !knownUnequal && isEqual(lhs, rhs) {
      emitDump(
        lhs, name: rhsName, indent: indent, isRoot: isRoot, maxDepth: 0,
        marker: unchangedMarker, separator: separator)
      return
    }
    let context = Context(
      lhs: lhs, rhs: rhs, lhsName: lhsName, rhsName: rhsName, separator: separator,
      indent: indent, isRoot: isRoot)

    guard Swift.type(of: lhs) == Swift.type(of: rhs), !isScalar(lhs) else {
      diffEverything(context)
      return
    }
    // Both sides are of one type from here: its traits are looked up once for both.
    let traits = dumpTraits(of: lhs)
    if traits.isString || traits.isTextLike, let lhsText = textValue(lhs),
      let rhsText = textValue(rhs)
    {
      if StringLiteral.hasLineBreak(lhsText) || StringLiteral.hasLineBreak(rhsText) {
        diffLines(lhsText, rhsText, context)
      } else {
        diffEverything(context)
      }
      return
    }
    if traits.isConvertible || traits.isMetatype {
      diffEverything(context)
      return
    }
    if traits.isAnyHashable {
      diff(
        (lhs as! AnyHashable).base, (rhs as! AnyHashable).base, lhsName: lhsName,
        rhsName: rhsName, separator: separator, indent: indent, isRoot: isRoot,
        knownUnequal: true)
      return
    }

    // A struct held inside another existential has no values here: it is diffed by mirror.
    if !reflectsOnly, let layout = traits.layout, let lhsValues = layout.visibleValues(of: lhs),
      let rhsValues = layout.visibleValues(of: rhs)
    {
      if diffSingleScalarField(layout, context) { return }
      let labels = layout.visibleLabels
      diffFields(
        DiffChildren(count: labels.count, label: { labels[$0] }, value: { lhsValues[$0] }),
        DiffChildren(count: labels.count, label: { labels[$0] }, value: { rhsValues[$0] }),
        context,
        style: ContainerStyle(
          prefix: typeName(Swift.type(of: lhs)) + "(", suffix: ")", prefixIsDumpPrefix: true))
      return
    }
    let lhsMirror = dumpMirror(lhs)
    let rhsMirror = dumpMirror(rhs)
    switch (lhsMirror.displayStyle, rhsMirror.displayStyle) {
    case (.class?, .class?) where Swift.type(of: lhs) is AnyClass:
      diffObjects(lhsMirror, rhsMirror, context)
    case (.collection?, .collection?):
      diffCollections(lhsMirror, rhsMirror, context)
    case (.dictionary?, .dictionary?):
      diffDictionaries(lhsMirror, rhsMirror, context)
    case (.set?, .set?):
      diffSets(lhsMirror, rhsMirror, context)
    case (.enum?, .enum?):
      diffEnums(lhsMirror, rhsMirror, context)
    case (.optional?, .optional?):
      guard let lhsWrapped = lhsMirror.children.first?.value,
        let rhsWrapped = rhsMirror.children.first?.value
      else {
        diffEverything(context)
        return
      }
      diff(
        lhsWrapped, rhsWrapped, lhsName: lhsName, rhsName: rhsName, separator: separator,
        indent: indent, isRoot: isRoot, knownUnequal: true)
    case (.struct?, .struct?), (.class?, .class?):
      diffStructures(
        lhsMirror, rhsMirror, context, prefix: typeName(lhsMirror.subjectType) + "(")
    case (.tuple?, .tuple?):
      diffStructures(lhsMirror, rhsMirror, context, prefix: "(", labels: positionalAsNil)
    default:
      diffEverything(context)
    }
  }

  /// The values being compared and where their lines go.
  private struct Context {
    var lhs: Any
    var rhs: Any
    var lhsName: String?
    var rhsName: String?
    var separator: String
    var indent: Int
    var isRoot: Bool
  }

  // MARK: - Shapes

  private mutating func diffStructures(
    _ lhsMirror: Mirror, _ rhsMirror: Mirror, _ context: Context, prefix: String,
    labels: @escaping (String?) -> String? = { $0 }
  ) {
    let lhsChildren = DiffChildren(visibleChildren(of: context.lhs, lhsMirror), labels: labels)
    let rhsChildren = DiffChildren(visibleChildren(of: context.rhs, rhsMirror), labels: labels)
    diffFields(
      lhsChildren, rhsChildren, context, style: ContainerStyle(prefix: prefix, suffix: ")"))
  }

  /// Classes as custom-dump diffs them: the same instance field by field; two different
  /// instances whole (`-` the old object, `+` the new one); an instance already shown in this
  /// diff as `#1 Node(↩︎)`.
  private mutating func diffObjects(_ lhsMirror: Mirror, _ rhsMirror: Mirror, _ context: Context) {
    let lhs = context.lhs as AnyObject
    let rhs = context.rhs as AnyObject
    let name = typeName(lhsMirror.subjectType)
    guard objects.hasSeen(lhs) || objects.hasSeen(rhs) else {
      guard lhs === rhs else {
        diffEverything(context)
        return
      }
      _ = objects.visit(lhs, typeName: name)
      diffStructures(lhsMirror, rhsMirror, context, prefix: name + "(")
      return
    }
    for (object, objectName, marker) in [
      (lhs, context.lhsName, removedMarker), (rhs, context.rhsName, insertedMarker),
    ] {
      if objects.hasSeen(object) {
        let tag = objects.tag(ObjectIdentifier(object), typeName: name)
        emitText(
          (objectName.map { $0 + ": " } ?? "") + tag + name + "(↩︎)", indent: context.indent,
          marker: marker, separator: context.separator)
      } else {
        emitDump(
          object, name: objectName, indent: context.indent, isRoot: context.isRoot,
          maxDepth: .max, marker: marker, separator: context.separator)
      }
    }
  }

  private mutating func diffEnums(_ lhsMirror: Mirror, _ rhsMirror: Mirror, _ context: Context) {
    guard let lhsCase = lhsMirror.children.first, let rhsCase = rhsMirror.children.first,
      let caseName = lhsCase.label, caseName == rhsCase.label
    else {
      diffEverything(context)
      return
    }
    let owner = context.isRoot ? typeName(lhsMirror.subjectType) : ""
    diffFields(
      DiffChildren(enumPayload(lhsCase.value), labels: positionalAsNil),
      DiffChildren(enumPayload(rhsCase.value), labels: positionalAsNil),
      context,
      style: ContainerStyle(
        prefix: owner + "." + caseName + "(", suffix: ")", prefixIsDumpPrefix: true))
  }

  /// Structs, classes, tuples and enum payloads: every field is shown, paired by label.
  private mutating func diffFields(
    _ lhs: DiffChildren, _ rhs: DiffChildren, _ context: Context, style: ContainerStyle
  ) {
    let sameLabels =
      lhs.count == rhs.count && (0..<lhs.count).allSatisfy { lhs.label($0) == rhs.label($0) }
    let steps =
      sameLabels
      ? ChildAlignment.byIndex(count: lhs.count) { isEqual(lhs.value($0), rhs.value($0)) }
      : ChildAlignment.byPrefixAndSuffix(lhsCount: lhs.count, rhsCount: rhs.count) {
        lhs.label($0) == rhs.label($1)
      }
    let isSingleLine =
      (lhs.count == 1 && isLeaf(lhs.value(0), reflectsOnly: reflectsOnly))
      || (rhs.count == 1 && isLeaf(rhs.value(0), reflectsOnly: reflectsOnly))
    emitChildren(lhs, rhs, steps, context, style: style, wholeIfSingleLine: isSingleLine)
  }

  private mutating func diffCollections(
    _ lhsMirror: Mirror, _ rhsMirror: Mirror, _ context: Context
  ) {
    let lhs: DiffChildren
    let rhs: DiffChildren
    let isEquivalent: (Int, Int) -> Bool
    if !reflectsOnly, let lhsArray = context.lhs as? any DumpableArray,
      let rhsArray = context.rhs as? any DumpableArray,
      let comparer = lhsArray.elementComparer(rhsArray)
    {
      lhs = DiffChildren(
        count: lhsArray.dumpCount, label: indexLabel, value: { lhsArray.dumpElement(at: $0) })
      rhs = DiffChildren(
        count: rhsArray.dumpCount, label: indexLabel, value: { rhsArray.dumpElement(at: $0) })
      isEquivalent = comparer
    } else {
      let lhsElements = lhsMirror.children.map(\.value)
      let rhsElements = rhsMirror.children.map(\.value)
      lhs = DiffChildren(
        count: lhsElements.count, label: indexLabel, value: { lhsElements[$0] })
      rhs = DiffChildren(
        count: rhsElements.count, label: indexLabel, value: { rhsElements[$0] })
      isEquivalent = { [reflectsOnly] in
        isEqualValues(lhsElements[$0], rhsElements[$1], reflectsOnly: reflectsOnly)
      }
    }
    // As custom-dump: `Identifiable` elements also match by id (looked at once, on the first
    // element), so a row changed in place is diffed inside.
    let identifiable =
      (lhs.count > 0 && lhs.value(0) is any Identifiable)
      || (rhs.count > 0 && rhs.value(0) is any Identifiable)
    let steps =
      identifiable
      ? ChildAlignment.byIdentityOrValue(
        lhsCount: lhs.count, rhsCount: rhs.count, isEqual: isEquivalent,
        isSameIdentity: { isIdentityEqual(lhs.value($0), rhs.value($1)) })
      : ChildAlignment.byMinimalEdit(
        lhsCount: lhs.count, rhsCount: rhs.count, isEquivalent: isEquivalent)
    emitChildren(
      lhs, rhs, steps, context,
      style: ContainerStyle(prefix: "[", suffix: "]", collapseUnchanged: true),
      wholeIfSingleLine: false)
  }

  private mutating func diffDictionaries(
    _ lhsMirror: Mirror, _ rhsMirror: Mirror, _ context: Context
  ) {
    let lhsEntries = dictionaryEntries(
      context.lhs, lhsMirror, maxDepth: .max, reflectsOnly: reflectsOnly)
    let rhsEntries = dictionaryEntries(
      context.rhs, rhsMirror, maxDepth: .max, reflectsOnly: reflectsOnly)
    // A `Dictionary`'s entries come sorted by key; any other dictionary-style value (a
    // `StackState`, an ordered dictionary) keeps its own order, which its diff keeps too, as
    // custom-dump sorts only collections that are unordered.
    let isUnordered = context.lhs is any DumpableDictionary
    let isEqualEntry = { [reflectsOnly] (l: Int, r: Int) in
      isEqualValues(lhsEntries[l].value, rhsEntries[r].value, reflectsOnly: reflectsOnly)
    }
    let steps =
      isUnordered
      ? ChildAlignment.bySortedKeys(
        lhsEntries.map(\.key), rhsEntries.map(\.key), isEqual: isEqualEntry)
      : ChildAlignment.byOrderedKeys(
        lhsEntries.map(\.key), rhsEntries.map(\.key), isEqual: isEqualEntry)
    emitChildren(
      DiffChildren(
        count: lhsEntries.count, label: { lhsEntries[$0].key }, value: { lhsEntries[$0].value }),
      DiffChildren(
        count: rhsEntries.count, label: { rhsEntries[$0].key }, value: { rhsEntries[$0].value }),
      steps, context,
      style: ContainerStyle(
        prefix: "[", suffix: "]", collapseUnchanged: true, isSorted: isUnordered),
      wholeIfSingleLine: false)
  }

  private mutating func diffSets(_ lhsMirror: Mirror, _ rhsMirror: Mirror, _ context: Context) {
    let lhsElements = setElements(context.lhs, lhsMirror, reflectsOnly: reflectsOnly)
    let rhsElements = setElements(context.rhs, rhsMirror, reflectsOnly: reflectsOnly)
    let keyText = { [reflectsOnly] (element: Any) in
      dumpText(element, name: nil, isRoot: false, maxDepth: .max, reflectsOnly: reflectsOnly)
    }
    let lhsKeys = lhsElements.map(keyText)
    let rhsKeys = rhsElements.map(keyText)
    let steps = ChildAlignment.bySortedKeys(lhsKeys.sorted(), rhsKeys.sorted()) { _, _ in true }
    // Sorting by the same full dumps keeps the elements and their keys in step.
    let lhsSorted = zip(lhsKeys, lhsElements).sorted { $0.0 < $1.0 }.map(\.1)
    let rhsSorted = zip(rhsKeys, rhsElements).sorted { $0.0 < $1.0 }.map(\.1)
    emitChildren(
      DiffChildren(count: lhsSorted.count, label: { _ in nil }, value: { lhsSorted[$0] }),
      DiffChildren(count: rhsSorted.count, label: { _ in nil }, value: { rhsSorted[$0] }),
      steps, context,
      style: ContainerStyle(
        prefix: "Set([", suffix: "])", collapseUnchanged: true, isSorted: true),
      wholeIfSingleLine: false)
  }

  /// Multi-line strings: a `"""` block diffed line by line.
  private mutating func diffLines(_ lhs: String, _ rhs: String, _ context: Context) {
    let lhsLines = lhs.isEmpty ? [] : StringLiteral.lines(lhs)
    let rhsLines = rhs.isEmpty ? [] : StringLiteral.lines(rhs)
    let hashes = max(StringLiteral.blockHashes(lhs), StringLiteral.blockHashes(rhs))
    let isNamed = context.rhsName != nil
    let steps = ChildAlignment.byPrefixAndSuffix(
      lhsCount: lhsLines.count, rhsCount: rhsLines.count
    ) { lhsLines[$0] == rhsLines[$1] }
    emitChildren(
      DiffChildren(
        count: lhsLines.count, label: { _ in nil },
        value: { VerbatimLine(StringLiteral.escapingControls(lhsLines[$0], hashes: hashes)) }),
      DiffChildren(
        count: rhsLines.count, label: { _ in nil },
        value: { VerbatimLine(StringLiteral.escapingControls(rhsLines[$0], hashes: hashes)) }),
      steps, context,
      style: ContainerStyle(
        prefix: hashes + "\"\"\"", suffix: (isNamed ? "  " : "") + "\"\"\"" + hashes,
        elementIndent: isNamed ? 2 : 0, elementSeparator: ""),
      wholeIfSingleLine: false)
  }

  // MARK: - Emitting

  /// Walks aligned children, printing a header line, each step, and the closing line.
  private mutating func emitChildren(
    _ lhs: DiffChildren, _ rhs: DiffChildren, _ steps: [AlignmentStep], _ context: Context,
    style: ContainerStyle, wholeIfSingleLine: Bool
  ) {
    let indent = context.indent
    guard ChildAlignment.hasChanges(steps) else {
      // Unequal values with equal children (an `==` that looks past the fields).
      let lhsDump = dumpText(context.lhs, name: context.lhsName, isRoot: false, maxDepth: 0)
      let rhsDump = dumpText(context.rhs, name: context.rhsName, isRoot: false, maxDepth: 0)
      if lhsDump == rhsDump {
        emitText(
          unequalButAlikeNote, indent: indent, marker: unchangedMarker)
      }
      emitText(lhsDump, indent: indent, marker: removedMarker)
      emitText(rhsDump, indent: indent, marker: insertedMarker)
      return
    }
    guard !wholeIfSingleLine else {
      if style.prefixIsDumpPrefix,
        let lhsLine = scalarLine(lhs, name: context.lhsName, prefix: style.prefix),
        let rhsLine = scalarLine(rhs, name: context.rhsName, prefix: style.prefix)
      {
        emitLine(lhsLine, indent: indent, marker: removedMarker, separator: context.separator)
        emitLine(rhsLine, indent: indent, marker: insertedMarker, separator: context.separator)
        return
      }
      emitDump(
        context.lhs, name: context.lhsName, indent: indent, isRoot: context.isRoot,
        maxDepth: .max, marker: removedMarker, separator: context.separator)
      emitDump(
        context.rhs, name: context.rhsName, indent: indent, isRoot: context.isRoot,
        maxDepth: .max, marker: insertedMarker, separator: context.separator)
      return
    }

    emitText(
      (context.rhsName.map { $0 + ": " } ?? "") + style.prefix, indent: indent,
      marker: unchangedMarker)
    let childIndent = indent + style.elementIndent
    let lastLHS = lhs.count - 1
    let lastRHS = rhs.count - 1
    var rhsConsumed = 0
    var buffered = 0
    var bufferedFirst = 0

    func separator(isLast: Bool) -> String { isLast ? "" : style.elementSeparator }

    func flush(_ writer: inout DiffWriter) {
      guard buffered > 0 else { return }
      let separator = separator(isLast: rhsConsumed == rhs.count)
      if !style.isSorted && buffered == 1 {
        writer.emitDump(
          rhs.value(bufferedFirst), name: rhs.label(bufferedFirst), indent: childIndent,
          isRoot: false, maxDepth: 0, marker: unchangedMarker, separator: separator)
      } else {
        writer.emitText(
          "… (\(buffered) unchanged)", indent: childIndent, marker: unchangedMarker,
          separator: separator)
      }
      buffered = 0
    }

    for step in steps {
      switch step {
      case .unchanged(let lhsStart, let rhsStart, let count):
        if style.collapseUnchanged {
          if buffered == 0 { bufferedFirst = rhsStart }
          buffered += count
        } else {
          for offset in 0..<count {
            let (l, r) = (lhsStart + offset, rhsStart + offset)
            // The old value, as custom-dump's context lines show it: equal is not always
            // printed alike (`-0.0 == 0.0`).
            emitDump(
              lhs.value(l), name: rhs.label(r), indent: childIndent, isRoot: false, maxDepth: 0,
              marker: unchangedMarker, separator: separator(isLast: l == lastLHS && r == lastRHS))
          }
        }
        rhsConsumed = rhsStart + count

      case .paired(let l, let r, let knownUnequal):
        if !style.isSorted { flush(&self) }
        diff(
          lhs.value(l), rhs.value(r), lhsName: lhs.label(l), rhsName: rhs.label(r),
          separator: separator(isLast: l == lastLHS && r == lastRHS), indent: childIndent,
          isRoot: false, knownUnequal: knownUnequal)
        rhsConsumed = r + 1

      case .removed(let l):
        if !style.isSorted { flush(&self) }
        emitDump(
          lhs.value(l), name: lhs.label(l), indent: childIndent, isRoot: false, maxDepth: .max,
          marker: removedMarker, separator: separator(isLast: l == lastLHS))

      case .inserted(let r):
        if !style.isSorted { flush(&self) }
        emitDump(
          rhs.value(r), name: rhs.label(r), indent: childIndent, isRoot: false, maxDepth: .max,
          marker: insertedMarker, separator: separator(isLast: r == lastRHS && buffered == 0))
        rhsConsumed = r + 1
      }
    }
    flush(&self)
    emitText(style.suffix, indent: indent, marker: unchangedMarker, separator: context.separator)
  }

  /// The common case of a one-field struct whose scalar field changed (`Counter.State(count:)`):
  /// the two one-line dumps that ``emitChildren(_:_:_:_:style:wholeIfSingleLine:)`` would print
  /// through ``scalarLine(_:name:prefix:)``, without boxing the fields. False, having written
  /// nothing, for any other shape.
  private mutating func diffSingleScalarField(_ layout: StructLayout, _ context: Context) -> Bool {
    guard layout.visible.count == 1, let field = layout.visible.first,
      let pair = ScalarFieldPair(context.lhs, context.rhs, field, of: layout), !pair.isEqual
    else { return false }
    if let name = context.lhsName, hasNewline(name) { return false }
    if let name = context.rhsName, hasNewline(name) { return false }
    // Written straight into `out`: a diff of a one-field state is a hot path (every `send` of
    // a small feature), and building each line apart first doubled its cost.
    func emit(_ marker: String, _ name: String?, _ text: String, lead: String?, isLast: Bool) {
      if context.indent == 0, name == nil, let lead {
        out += lead
      } else {
        out += marker
        if context.indent > 0 { out += String(repeating: " ", count: context.indent) }
        if let name {
          out += name
          out += ": "
        }
        out += layout.opening
        out += layout.visibleLabelPrefixes[0]
      }
      out += text
      if context.separator.isEmpty {
        // The root diff's last line ends the text: no line feed for `diff` to take off again.
        out += isLast && context.isRoot ? ")" : ")\n"
      } else {
        out += ")"
        out += context.separator
        out += "\n"
      }
    }
    let leads = layout.singleFieldDiffLeads
    emit(removedMarker, context.lhsName, pair.lhsText, lead: leads?.removed, isLast: false)
    emit(insertedMarker, context.rhsName, pair.rhsText, lead: leads?.inserted, isLast: true)
    return true
  }

  /// The one-line dump of a value whose single child is a scalar, `name: Type(label: 1)`, built
  /// from the parts the diff already has instead of dumping the value again; nil for anything
  /// else (the caller then dumps it).
  private func scalarLine(_ children: DiffChildren, name: String?, prefix: String) -> String? {
    guard children.count == 1 else { return nil }
    let child = children.value(0)
    guard isScalar(child), let scalar = scalarDescription(child) else { return nil }
    let label = children.label(0)
    if let name, hasNewline(name) { return nil }
    if let label, hasNewline(label) { return nil }
    var line = ""
    if let name { line += name + ": " }
    line += prefix
    if let label { line += label + ": " }
    line += scalar
    line += ")"
    return line
  }

  /// Both values whole: `-` lines then `+` lines. When the two dumps read the same (values of
  /// different types that print alike), each says `as Type`.
  private mutating func diffEverything(_ context: Context) {
    let lhsType = Swift.type(of: context.lhs)
    let rhsType = Swift.type(of: context.rhs)
    if lhsType != rhsType {
      var lhsDump = dumpText(
        context.lhs, name: context.lhsName, isRoot: context.isRoot, maxDepth: .max)
      var rhsDump = dumpText(
        context.rhs, name: context.rhsName, isRoot: context.isRoot, maxDepth: .max)
      if lhsDump == rhsDump {
        lhsDump += " as " + typeName(lhsType)
        rhsDump += " as " + typeName(rhsType)
      }
      emitText(
        lhsDump, indent: context.indent, marker: removedMarker, separator: context.separator)
      emitText(
        rhsDump, indent: context.indent, marker: insertedMarker, separator: context.separator)
      return
    }
    let start = out.utf8.count
    emitDump(
      context.lhs, name: context.lhsName, indent: context.indent, isRoot: context.isRoot,
      maxDepth: .max, marker: removedMarker, separator: context.separator)
    let middle = out.utf8.count
    emitDump(
      context.rhs, name: context.rhsName, indent: context.indent, isRoot: context.isRoot,
      maxDepth: .max, marker: insertedMarker, separator: context.separator)
    if Self.readAlike(out.utf8, start..<middle, middle..<out.utf8.count) {
      // Unequal values that dump alike (a `Redacted` secret that changed): custom-dump's note
      // says so, rather than two identical lines that read as no change.
      let at = out.utf8.index(out.utf8.startIndex, offsetBy: start)
      out.insert(
        contentsOf: unchangedMarker + String(repeating: " ", count: context.indent)
          + unequalButAlikeNote + "\n", at: at)
    }
  }

  /// Whether the two runs of lines of `bytes` are the same but for their markers (the first
  /// two bytes of each line).
  private static func readAlike(
    _ bytes: String.UTF8View, _ lhs: Range<Int>, _ rhs: Range<Int>
  ) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var lhsIndex = bytes.index(bytes.startIndex, offsetBy: lhs.lowerBound)
    var rhsIndex = bytes.index(bytes.startIndex, offsetBy: rhs.lowerBound)
    var column = 0
    for _ in 0..<lhs.count {
      let byte = bytes[lhsIndex]
      if column >= removedMarker.utf8.count, byte != bytes[rhsIndex] { return false }
      column = byte == UInt8(ascii: "\n") ? 0 : column + 1
      bytes.formIndex(after: &lhsIndex)
      bytes.formIndex(after: &rhsIndex)
    }
    return true
  }

  /// Dumps `value` straight into the output, every line led by `marker` and `indent` spaces.
  private mutating func emitDump(
    _ value: Any, name: String?, indent: Int, isRoot: Bool, maxDepth: Int, marker: String,
    separator: String
  ) {
    var writer = DumpWriter()
    writer.reflectsOnly = reflectsOnly
    swap(&writer.out, &out)
    swap(&writer.objects, &objects)
    defer { swap(&writer.objects, &objects) }
    writer.linePrefix = marker
    writer.out += marker
    writer.appendSpaces(indent)
    if indent > 0 {
      writer.linePrefix += String(repeating: " ", count: indent)
    }
    if let name {
      writer.writeLines(name, indent: 0)
      writer.out += ": "
    }
    writer.write(value, hasName: name != nil, indent: 0, isRoot: isRoot, maxDepth: maxDepth)
    writer.out += separator
    writer.out += "\n"
    swap(&writer.out, &out)
  }

  /// Writes one line (`text` holds no line break) led by `marker` and `indent` spaces.
  private mutating func emitLine(_ text: String, indent: Int, marker: String, separator: String) {
    out += marker
    if indent > 0 { out += String(repeating: " ", count: indent) }
    out += text
    out += separator
    out += "\n"
  }

  /// Writes `text` line by line, each led by `marker` and `indent` spaces, with `separator`
  /// after the last line.
  private mutating func emitText(
    _ text: String, indent: Int, marker: String, separator: String = ""
  ) {
    let pad = String(repeating: " ", count: indent)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      out += marker
      out += pad
      out += line
      out += "\n"
    }
    if !separator.isEmpty {
      out.removeLast()
      out += separator
      out += "\n"
    }
  }
}

private func indexLabel(_ index: Int) -> String? { "[\(index)]" }

private func positionalAsNil(_ label: String?) -> String? {
  guard let label, label.first != "." else { return nil }
  return label
}

/// A line of a multi-line string, printed as is inside a `"""` block diff (its control
/// characters already escaped).
private struct VerbatimLine: CustomDumpStringConvertible, Equatable {
  var customDumpDescription: String
  init(_ text: String) { customDumpDescription = text }
}

/// Whether two values are the same `Identifiable` (equal ids), as custom-dump pairs collection
/// elements.
func isIdentityEqual(_ lhs: Any, _ rhs: Any) -> Bool {
  guard let lhs = lhs as? any Identifiable else { return false }
  func open<Left: Identifiable>(_ lhs: Left) -> Bool {
    guard let rhs = rhs as? Left else { return false }
    return lhs.id == rhs.id
  }
  return open(lhs)
}
