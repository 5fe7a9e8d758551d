import Composable

/// Finds what a feature presents from its state, as its view would be written in TCA 1.x: every
/// `@PresentationState` field holding an `AlertState` or a `ConfirmationDialogState`, paired
/// with the action case whose payload is `PresentationAction` of the same child action (the
/// view's `.alert($store.scope(state: \.alert, action: \.alert))`). Fields are taken in
/// declaration order. 2021-style presentations (`AlertState<Action>?` plus a dismiss action)
/// are not found this way: a registration lists them.
enum PresentationDiscovery {
  static func presentations<State, Action>(_: State.Type, _: Action.Type)
    -> [Presentation<State, Action>]
  {
    guard let fields = structFields(of: State.self),
      let metadata = try? EnumMetadata.of(Action.self)
    else { return [] }
    return fields.compactMap { field in
      guard let presentable = field.type as? any DiscoverablePresentationField.Type,
        let tag = metadata.cases.firstIndex(where: {
          $0.payload.type == presentable.presentationActionType && !$0.isIndirect
        })
      else { return nil }
      return presentable.presentation(offset: field.offset, metadata: metadata, tag: tag)
    }
  }
}

/// `PresentationState` of an alert or a dialog, seen without its types.
protocol DiscoverablePresentationField {
  /// `PresentationAction<ChildAction>`: the payload of the action case that drives it.
  static var presentationActionType: Any.Type { get }
  static func presentation<Root, Action>(offset: Int, metadata: EnumMetadata, tag: Int)
    -> Presentation<Root, Action>
}

extension PresentationState: DiscoverablePresentationField
where State: PresentableContent {
  static var presentationActionType: Any.Type { PresentationAction<State.ChildAction>.self }

  static func presentation<Root, Action>(offset: Int, metadata: EnumMetadata, tag: Int)
    -> Presentation<Root, Action>
  {
    let action = CasePath<Action, PresentationAction<State.ChildAction>>(
      // A non-indirect case whose payload is exactly this type: always builds.
      embed: metadata.embedder(tag: tag, payload: PresentationAction<State.ChildAction>.self)!,
      extract: {
        metadata.tag(of: $0) == tag
          ? metadata.payload(of: $0, as: PresentationAction<State.ChildAction>.self) : nil
      })
    return Presentation(kind: State.presentedKind) { root in
      loadField(of: root, at: offset, as: Self.self).wrappedValue?.content(action: action)
    }
  }
}

/// What a `PresentationState` may hold for the shell to show: an alert or a dialog.
protocol PresentableContent: SendableMetatype {
  associatedtype ChildAction
  static var presentedKind: PresentedKind { get }
  func content<Action>(action: CasePath<Action, PresentationAction<ChildAction>>)
    -> PresentedContent<Action>
}

extension AlertState: PresentableContent {
  typealias ChildAction = Action
  static var presentedKind: PresentedKind { .alert }

  func content<Parent>(action: CasePath<Parent, PresentationAction<Action>>)
    -> PresentedContent<Parent>
  {
    .modern(id: id, title: title, message: message, buttons: buttons, action: action)
  }
}

extension ConfirmationDialogState: PresentableContent {
  typealias ChildAction = Action
  static var presentedKind: PresentedKind { .confirmationDialog }

  func content<Parent>(action: CasePath<Parent, PresentationAction<Action>>)
    -> PresentedContent<Parent>
  {
    .modern(
      id: id, title: title, message: message, buttons: buttons, action: action,
      titleHidden: titleVisibility == .hidden)
  }
}
