import Reflection

/// The diff of two values of a struct whose fields are all ``Scalar``s (`Counter.State(count:)`,
/// the state of most small features), worked out from the structs' memory with the lines the
/// general writer prints prepared once per type.
///
/// A scripted `send` prints one such diff per line; the general writer decides each time that
/// the values are a struct, boxes the fields as `Any`, looks up their traits and aligns them.
/// Here that is decided once, in ``init(_:equatable:)``; ``diff(_:_:)`` only compares and
/// prints. What it prints is, byte for byte, what ``diff(_:_:)`` (the function) prints through
/// the general writer at the root: equality by the type's own `==` when it is `Equatable`, else
/// field by field; a one-field struct as `- Type(label: old)` / `+ Type(label: new)`; more fields
/// as `  Type(`, each field unchanged (its old text, as custom-dump's context lines show it) or
/// as a `-`/`+` pair, and `  )`.
// A class: the per-type traits hand it out with one retain rather than a copy of every field.
final class FlatStructDiff: Sendable {
  enum Outcome: Equatable {
    /// The values are equal: no diff.
    case equal
    /// A one-field struct: its two lines, in pieces.
    case oneLine(OneFieldChange)
    case text(String)
    /// Unequal by `==` though every field compares equal: left to the general writer, which
    /// says so.
    case general
  }

  private let layout: StructLayout
  private let scalars: [Scalar]
  // A metatype is immutable runtime data; see `DumpTraits.equatable` for the one caveat.
  nonisolated(unsafe) private let equatable: (any Equatable.Type)?
  /// One field: `- Type(label: ` and `)⏎+ Type(label: `, the text around the old value.
  private let singleLeads: OneFieldLeads?
  /// More fields: `    label: `, `-   label: ` and `+   label: ` for each.
  private let fieldLeads: [(unchanged: String, removed: String, inserted: String)]
  private let header: String

  /// Nil unless every field of `layout` is a visible scalar (hidden `_$` fields would take part
  /// in a field-by-field equality without being shown).
  init?(_ layout: StructLayout, equatable: (any Equatable.Type)?) {
    guard !layout.visible.isEmpty, layout.visible.count == layout.fields.count else {
      return nil
    }
    var scalars: [Scalar] = []
    for field in layout.visible {
      guard case .scalar(let scalar) = field.kind else { return nil }
      scalars.append(scalar)
    }
    self.layout = layout
    self.scalars = scalars
    self.equatable = equatable
    let prefixes = layout.visibleLabelPrefixes
    singleLeads = layout.singleFieldDiffLeads.map {
      OneFieldLeads(removed: Array($0.removed.utf8), inserted: Array((")\n" + $0.inserted).utf8))
    }
    fieldLeads = prefixes.map { ("    " + $0, "-   " + $0, "+   " + $0) }
    header = "  " + layout.opening + "\n"
  }

  /// Compares and prints `lhs` and `rhs`, two values of the layout's type; nil when they cannot
  /// be read in place (a nested existential container), for the general writer.
  func diff(_ lhs: Any, _ rhs: Any) -> Outcome? {
    layout.withFields(of: lhs, rhs) { lhs, rhs in
      if let equatable, lhs.isEqual(to: rhs, as: equatable) { return .equal }
      let fields = layout.visible
      if let singleLeads {
        let offset = fields[0].offset
        guard !lhs.isScalarEqual(scalars[0], at: offset, in: rhs) else {
          return equatable == nil ? .equal : .general
        }
        return .oneLine(
          OneFieldChange(
            leads: singleLeads, old: lhs.scalarValue(scalars[0], at: offset),
            new: rhs.scalarValue(scalars[0], at: offset)))
      }
      var out = header
      var changed = false
      let last = scalars.count - 1
      for (index, scalar) in scalars.enumerated() {
        let offset = fields[index].offset
        let separator = index == last ? "\n" : ",\n"
        let lhsText = lhs.scalar(scalar, at: offset).text
        if lhs.isScalarEqual(scalar, at: offset, in: rhs) {
          out += fieldLeads[index].unchanged
          out += lhsText
          out += separator
        } else {
          changed = true
          let rhsText = rhs.scalar(scalar, at: offset).text
          // Unequal but printed alike (`nan`): custom-dump's note, as the general writer.
          if lhsText == rhsText { out += "    " + unequalButAlikeNote + "\n" }
          out += fieldLeads[index].removed
          out += lhsText
          out += separator
          out += fieldLeads[index].inserted
          out += rhsText
          out += separator
        }
      }
      guard changed else { return equatable == nil ? .equal : .general }
      out += "  )"
      return .text(out)
    }
  }
}

/// A one-field struct's diff lines around its two values, `- Type(label: ` and
/// `)⏎+ Type(label: `, as UTF-8 bytes ready to append; a class, so that a diff holds them with
/// one retain.
final class OneFieldLeads: Sendable {
  let removed: [UInt8]
  let inserted: [UInt8]

  init(removed: [UInt8], inserted: [UInt8]) {
    self.removed = removed
    self.inserted = inserted
  }
}

/// The diff of a one-field struct, `- Type(label: old)⏎+ Type(label: new)`, in the pieces it is
/// made of, so that it can be written where it goes without being joined first: the values
/// stay as their bits until then (every scripted `send` to a small feature prints one).
struct OneFieldChange: Equatable {
  let leads: OneFieldLeads
  let old: ScalarValue
  let new: ScalarValue

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.leads.removed == rhs.leads.removed && lhs.leads.inserted == rhs.leads.inserted
      && lhs.old == rhs.old && lhs.new == rhs.new
  }

  var text: String {
    var bytes = ByteBuffer(capacity: 64)
    append(to: &bytes)
    return bytes.text
  }

  func append(to bytes: inout ByteBuffer) {
    bytes.append(leads.removed)
    old.appendText(to: &bytes)
    bytes.append(leads.inserted)
    new.appendText(to: &bytes)
    bytes.append(UInt8(ascii: ")"))
  }
}
