import Composable

/// A `send` name resolved for the line that names it, kept till the line's command ends:
/// masking the line, running it and its journal entry read the one resolution, matched by the
/// name as typed and the focus it was typed in.
struct ResolvedSendName {
  let typed: String
  /// The focus's action path when it was resolved.
  let focus: String?
  /// The catalog's name (`rows.element.toggle`) and the element-id words its brackets give.
  let catalogName: String
  let ids: [Word]
  /// Whether each element the brackets pick was found in the state (a name without brackets
  /// picks none: checked or not, it resolves the same).
  let checked: Bool
  /// The case it reaches, once a reader asked (nil inside: it reaches none).
  var found: ActionDescription??
}

/// How a `send` names its action, resolved once for every reader: running it, masking it in
/// `--echo`, `--json` and the history, marking it secret in the journal, completing its labels.
extension Session {
  /// The case a `send` name reaches, resolved as `send` resolves it (relative to the focus,
  /// through `[N]` and `[id: X]`, TCA's shorthands); nil when it reaches none.
  func sentCase(_ name: String) -> ActionDescription? {
    if let kept = keptSendName(name, checked: false), let found = kept.found { return found }
    guard let (catalogName, _) = try? sendName(name, [], checked: false, keeps: true) else {
      return nil
    }
    let found = host.actions.find(catalogName)
    resolvedSend?.found = found
    return found
  }

  /// The parameters of the case a `send` name reaches as they are typed after it: without the
  /// element ids its brackets give (`path[0].detail.rate` takes `stars`); nil when it reaches
  /// none.
  func typedParameters(_ name: String) -> [ActionParameter]? {
    guard let (catalogName, ids) = try? sendName(name, [], checked: false),
      let found = host.actions.find(catalogName)
    else { return nil }
    return Array(found.parameters.dropFirst(min(ids.count, found.parameters.count)))
  }

  /// A `send` name as typed, as the catalog names it, with the element-id words its brackets
  /// add (see ``navigationAction(_:_:relative:checked:)``). As TCA's case key paths, a presented child
  /// may be named without `presented` (`destination.edit.setName` for
  /// `destination.presented.edit.setName`, as `\.destination.edit` is): a name the catalog
  /// has only that way is accepted, and the action sent and logged is the full one. An element's
  /// action named without its element (`rows.toggleRead`) says how to name one. `checked`: an
  /// element the brackets name must be in the state (see ``ElementLookup``).
  /// `keeps`: the resolution is kept for the line's other readers (see ``ResolvedSendName``);
  /// a run keeps it only when its journal entry will ask (a send with values).
  func sendName(
    _ name: String, _ arguments: [Word], checked: Bool = true, keeps: Bool = false
  ) throws(ShellError) -> (String, [Word]) {
    let catalogName: String
    let ids: [Word]
    if let kept = keptSendName(name, checked: checked) {
      (catalogName, ids) = (kept.catalogName, kept.ids)
    } else {
      let focusPath = focus?.actionPath
      let walked: String
      (walked, ids) = try navigationAction(name, [], checked: checked)
      catalogName =
        host.actions.hasCase(walked) ? walked : try shorthand(walked, typed: name) ?? walked
      if keeps {
        resolvedSend = ResolvedSendName(
          typed: name, focus: focusPath, catalogName: catalogName, ids: ids,
          checked: checked || ids.isEmpty)
      }
    }
    // Most names pick no element: the words are the line's, not a copy.
    return (catalogName, ids.isEmpty ? arguments : ids + arguments)
  }

  /// The line's resolution of `name`, when a reader before made one that holds for `checked`.
  private func keptSendName(_ name: String, checked: Bool) -> ResolvedSendName? {
    // Nearly every line has none: no focus is read to match it.
    guard let kept = resolvedSend, kept.typed == name, kept.checked || !checked,
      kept.focus == focus?.actionPath
    else { return nil }
    return kept
  }

  /// The command is over: the next line's `send` resolves its own name.
  func forgetResolvedSend() {
    if resolvedSend != nil { resolvedSend = nil }
  }

  /// `catalogName` with `presented` put in where the name skips it; nil when that reaches no
  /// case either (the resolver then says what is wrong).
  private func shorthand(_ catalogName: String, typed: String) throws(ShellError) -> String? {
    var level = host.actions
    var names: [String] = []
    var inserted = false
    let components = catalogName.split(separator: ".", omittingEmptySubsequences: false).map(
      String.init)
    for index in components.indices {
      let component = components[index]
      if index + 1 < components.count,
        let needed = elementNeeded(
          parent: names, field: component, action: components[index + 1], beside: level,
          typed: typed)
      {
        throw needed
      }
      if let (walked, next) = level.step(into: component) {
        names += walked
        level = next
        inserted = inserted || walked.count > 1
      } else {
        return nil
      }
    }
    return inserted ? names.joined(separator: ".") : nil
  }

  /// "'rows.toggleRead' is an element's action: send rows[0].toggleRead …", with the first
  /// element's id when there is one; nil unless `field` is a collection whose elements take
  /// `action` and the case named `field` does not.
  private func elementNeeded(
    parent: [String], field: String, action: String, beside level: [ActionDescription],
    typed: String
  ) -> ShellError? {
    if let own = level.first(where: { $0.name == field }),
      own.children.contains(where: { $0.name == action })
    {
      return nil
    }
    let statePath = (parent.filter { $0 != "presented" } + [field]).joined(separator: ".")
    let elements =
      (try? StatePath.value(at: statePath, in: host.state)).flatMap(StatePath.unwrap)
      as? NavigationElements
    guard let elements,
      let link = try? level.elementActions(forField: field, of: elements),
      link.element.children.contains(where: { $0.name == action })
    else { return nil }
    let id = elements.navigationIDValues.first.map(ElementIDText.literal) ?? "ID"
    let prefix = focus == nil ? statePath : field
    return ShellError(
      "'\(ShellError.shown(typed))' needs the element it is for: send \(prefix)[0].\(action) (by position) or \(prefix)[id: \(id)].\(action) (by id)"
    )
  }
}
