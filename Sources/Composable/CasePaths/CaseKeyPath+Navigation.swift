/// The steps of a case key path through TCA's navigation actions: `\.destination.edit`
/// (through `.presented`, which TCA lets a path leave out), `\.path[id: 0].detail` (a stack
/// element's action), `\.rows[id: 3].toggle` (a collection element's), `\.binding.name`
/// (a binding action that writes `name`).
extension Case {
  /// `\.destination.edit`: a case of the presented feature's action, through `.presented`.
  public subscript<Presented: CasePathable, Member>(
    dynamicMember keyPath: KeyPath<Presented.AllCasePaths, CasePath<Presented, Member>>
  ) -> Case<Member> where Value == PresentationAction<Presented> {
    appending(Value.allCasePaths.presented).appending(Presented.allCasePaths[keyPath: keyPath])
  }

  /// `\.path[id: 0]`: the action of the stack element with that id.
  public subscript<ElementState, ElementAction>(
    id id: StackElementID
  ) -> Case<ElementAction> where Value == StackAction<ElementState, ElementAction> {
    appending(
      CasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case .element(let elementID, let action) = $0, elementID == id else { return nil }
          return action
        }))
  }

  /// `\.rows[id: 3]`: the action of the collection element with that id.
  public subscript<ID: Hashable & Sendable & SendableMetatype, ElementAction>(
    id id: ID
  ) -> Case<ElementAction> where Value == IdentifiedAction<ID, ElementAction> {
    appending(
      CasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case .element(let elementID, let action) = $0, elementID == id else { return nil }
          return action
        }))
  }
}

extension PresentationAction: CasePathable {
  public struct AllCasePaths: Sendable {
    public var dismiss: CasePath<PresentationAction, Void> {
      CasePath(
        embed: { _ in .dismiss },
        extract: {
          guard case .dismiss = $0 else { return nil }
          return ()
        })
    }
    public var presented: CasePath<PresentationAction, Action> {
      CasePath(
        embed: { .presented($0) },
        extract: {
          guard case .presented(let action) = $0 else { return nil }
          return action
        })
    }
  }
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension StackAction: CasePathable {
  public struct AllCasePaths: Sendable {
    public var element: CasePath<StackAction, (id: StackElementID, action: Action)> {
      CasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case .element(let id, let action) = $0 else { return nil }
          return (id, action)
        })
    }
    public var popFrom: CasePath<StackAction, StackElementID> {
      CasePath(
        embed: { .popFrom(id: $0) },
        extract: {
          guard case .popFrom(let id) = $0 else { return nil }
          return id
        })
    }
    public var push: CasePath<StackAction, (id: StackElementID, state: State)> {
      CasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: {
          guard case .push(let id, let state) = $0 else { return nil }
          return (id, state)
        })
    }
  }
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
