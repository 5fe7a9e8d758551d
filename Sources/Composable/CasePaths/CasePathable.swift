/// An enum whose cases have case paths, as swift-case-paths' `CasePathable`: `AllCasePaths`
/// holds one ``CasePath`` a case, named as the case, which case key paths (`\.child`,
/// `\.destination.edit`) walk through. `@CasePathable` writes the conformance.
public protocol CasePathable {
  /// A value with one `CasePath<Self, Payload>` property a case (`Void` for a case without
  /// payload, a tuple for several values).
  associatedtype AllCasePaths
  static var allCasePaths: AllCasePaths { get }
}

/// `CasePath` under swift-case-paths' name for a type-erased case path.
public typealias AnyCasePath<Root, Value> = CasePath<Root, Value>

extension CasePathable {
  /// The payload of the case `keyPath` names, nil for another case (swift-case-paths'
  /// `action[case: \.child]`); `\.path[id: 0].detail` reaches through a stack's element.
  public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
    Case<Self>()[keyPath: keyPath].extract(from: self)
  }

  /// Whether this is the case `keyPath` names, whatever its payload (`action.is(\.child)`).
  public func `is`(_ keyPath: PartialCaseKeyPath<Self>) -> Bool {
    guard let path = Case<Self>()[keyPath: keyPath] as? any AnyCase else { return false }
    return path.matches(self)
  }

  /// `state.destination?.edit`: the payload when this is that case, nil otherwise; writing a
  /// value while this is that case replaces the payload (`$0.destination?.edit?.title = "x"`),
  /// writing in another case changes nothing, as swift-case-paths' dynamic member does. Found
  /// on an enum marked `@dynamicMemberLookup` (the state enums `@Reducer` writes are).
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<AllCasePaths, CasePath<Self, Member>>
  ) -> Member? {
    get { Self.allCasePaths[keyPath: keyPath].extract(self) }
    set {
      let path = Self.allCasePaths[keyPath: keyPath]
      guard let newValue, path.extract(self) != nil else { return }
      self = path.embed(newValue)
    }
  }
}
