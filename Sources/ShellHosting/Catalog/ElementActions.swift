import Composable

/// The types of an element case: `element(id:action:)` inside TCA's `IdentifiedAction` or
/// `StackAction`, or a case of the feature's own with an id and an element's action, as TCA 1.0
/// wrote `case row(id: Row.State.ID, action: Row.Action)` for
/// `forEach(\.rows, action: /Action.row(id:action:))`. What a host pairs with a state collection.
public struct ElementCaseTypes: Sendable, Equatable {
  /// The id's type.
  let id: ObjectIdentifier
  /// The declaration the element's action is nested in (`RowFeature` for `RowFeature.Action`),
  /// nil for a top-level action type.
  let feature: EnclosingContext?
  /// Whether the case is TCA's own `element`, reached through the parent's case
  /// (`rows.element`), rather than the parent's own element case (`row`).
  public let isWrapped: Bool

  init(id: Any.Type, action: Any.Type, isWrapped: Bool) {
    self.id = ObjectIdentifier(id)
    self.feature = EnclosingContext(of: action)
    self.isWrapped = isWrapped
  }
}

/// Where the actions of a state collection's elements are: the names that reach the element case
/// from the level beside the collection (`["rows", "element"]`, or `["row"]` for TCA 1.0's
/// element case), and that case, whose children are the element's actions, each taking the
/// element's id first.
public struct ElementActions: Sendable {
  public let names: [String]
  public let element: ActionDescription
}

extension [ActionDescription] {
  /// The case that carries the actions of the elements of the collection `field` (beside these
  /// cases), as TCA's `forEach` pairs them:
  ///
  /// 1. a case named like the field holding TCA's `IdentifiedAction` or `StackAction`
  ///    (`case rows(IdentifiedActionOf<Row>)`);
  /// 2. else, by type: an element case, of either form and under any name, whose id type is the
  ///    collection's and whose action is nested in the same type as the collection's elements
  ///    (`RowFeature.Action` for `RowFeature.State`): `case row(id: UUID, action:
  ///    RowFeature.Action)`;
  /// 3. else, among those (or, for elements whose state is not nested in their feature, among
  ///    the element cases with the collection's id type), the one named like the field or its
  ///    singular (`row` for `rows`), else the one whose name starts so (`archivedRow` for
  ///    `archived`).
  ///
  /// Without the collection (a path read for what it names while its state is not there), only
  /// the first rule applies.
  ///
  /// - Throws: one line saying which action form TCA's `forEach` needs, when no case or more
  ///   than one fits.
  public func elementActions(forField field: String, of elements: (any NavigationElements)?)
    throws(ArgumentError) -> ElementActions
  {
    if let named = first(where: { $0.name == field }),
      let element = named.children.first(where: { $0.elementTypes?.isWrapped == true })
    {
      return ElementActions(names: [field, element.name], element: element)
    }
    guard let elements else {
      throw ArgumentError("'\(field)' holds no elements here to pick")
    }
    var candidates: [ElementActions] = []
    for action in self {
      if let types = action.elementTypes, !types.isWrapped {
        candidates.append(ElementActions(names: [action.name], element: action))
      }
      for child in action.children where child.elementTypes?.isWrapped == true {
        candidates.append(ElementActions(names: [action.name, child.name], element: child))
      }
    }
    let id = ObjectIdentifier(elements.navigationIDType)
    let sameID = candidates.filter { $0.element.elementTypes?.id == id }
    let feature = EnclosingContext(of: elements.navigationElementType)
    let sameFeature = sameID.filter {
      feature != nil && $0.element.elementTypes?.feature == feature
    }
    if sameFeature.count == 1 { return sameFeature[0] }
    let pool = sameFeature.isEmpty ? sameID : sameFeature
    let named = pool.filter { candidate in
      let name = candidate.names[0]
      return name == field || name + "s" == field || name + "es" == field
    }
    if named.count == 1 { return named[0] }
    let single = field.hasSuffix("s") ? String(field.dropLast()) : field
    let prefixed = pool.filter { $0.names[0].hasPrefix(single) }
    if named.isEmpty, prefixed.count == 1 { return prefixed[0] }
    let forms = Self.forms(field, elements)
    guard pool.count < 2 else {
      let names = pool.map { $0.names.joined(separator: ".") }.joined(separator: ", ")
      throw ArgumentError(
        "the elements of '\(field)' match more than one action case (\(names)): name theirs like the field, \(forms)"
      )
    }
    throw ArgumentError(
      "no action case carries the actions of the elements of '\(field)': TCA's forEach reaches them through \(forms)"
    )
  }

  /// The action forms TCA's `forEach` takes for this collection, in the user's types.
  private static func forms(_ field: String, _ elements: any NavigationElements) -> String {
    let element = typeName(elements.navigationElementType)
    let feature = element.hasSuffix(".State") ? String(element.dropLast(".State".count)) : nil
    if elements is StackStateMarker {
      return "case \(field)(StackActionOf<\(feature ?? "Path")>)"
    }
    let id = typeName(elements.navigationIDType)
    let action = feature.map { "\($0).Action" } ?? "ChildAction"
    let single = field.count > 1 && field.hasSuffix("s") ? String(field.dropLast()) : field
    let wrapped =
      feature.map { "IdentifiedActionOf<\($0)>" } ?? "IdentifiedAction<\(id), \(action)>"
    return "case \(field)(\(wrapped)) or case \(single)(id: \(id), action: \(action))"
  }
}
