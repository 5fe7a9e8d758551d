/// The root of a case key path, as swift-case-paths' `Case`: `\.child.delegate` is a
/// `KeyPath<Case<Action>, Case<Child.Action.Delegate>>`, and walking it from `Case<Action>()`
/// composes the cases' embed and extract.
///
/// A key path is a value Swift compares and hashes, so case key paths can be stored, compared
/// and printed; what it does is found by applying it to `Case<Root>()`.
@dynamicMemberLookup
public struct Case<Value>: Sendable {
  /// Embeds a value of this case all the way up to the key path's root (as `Any`).
  let embedInRoot: @Sendable (Value) -> Any
  /// Extracts this case's value from the root (given as `Any`), nil for another case.
  let extractFromRoot: @Sendable (Any) -> Value?

  /// The root of every case key path over `Value`.
  public init() {
    self.embedInRoot = { $0 }
    self.extractFromRoot = { $0 as? Value }
  }

  init(
    embed: @escaping @Sendable (Value) -> Any, extract: @escaping @Sendable (Any) -> Value?
  ) {
    self.embedInRoot = embed
    self.extractFromRoot = extract
  }

  /// This case followed by `path`, one level down.
  public func appending<Member>(_ path: CasePath<Value, Member>) -> Case<Member> {
    let (embed, extract) = (embedInRoot, extractFromRoot)
    return Case<Member>(
      embed: { embed(path.embed($0)) }, extract: { extract($0).flatMap(path.extract) })
  }

  /// `\.child`: the case of `Value` that `AllCasePaths` names.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, CasePath<Value, Member>>
  ) -> Case<Member> where Value: CasePathable {
    appending(Value.allCasePaths[keyPath: keyPath])
  }

  func extract<Root>(from root: Root) -> Value? { extractFromRoot(root) }
}

/// A key path to a case of `Root` holding a `Value`: `\.child`, `\.destination.edit`,
/// `\.path[id: 0].detail`. swift-case-paths' `CaseKeyPath`.
public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root>, Case<Value>>

/// A case key path whose payload type is not named (`action.is(\.child)`).
public typealias PartialCaseKeyPath<Root> = PartialKeyPath<Case<Root>>

/// A `Case` whose value type is not known where it is used.
protocol AnyCase {
  func matches(_ root: Any) -> Bool
}

extension Case: AnyCase {
  func matches(_ root: Any) -> Bool { extractFromRoot(root) != nil }
}

extension CasePath {
  /// The case path a case key path names: `CasePath(\Action.Cases.child)`, what the
  /// `Scope`, `ifLet` and `forEach` overloads taking `\.child` run on.
  public init(_ keyPath: CaseKeyPath<Root, Value>) {
    let path = Case<Root>()[keyPath: keyPath]
    self.init(
      embed: { path.embedInRoot($0) as! Root },
      extract: { path.extractFromRoot($0) })
  }
}
