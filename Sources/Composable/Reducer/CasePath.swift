import Synchronization

/// Embeds a value into one case of an enum and extracts it back, the pair TCA's `@CasePathable`
/// macro synthesises (`\.child`).
///
/// Usually made from the case alone, as swift-case-paths did before macros:
///
///     Scope(state: \.counter, action: /Action.counter) { Counter() }
///     CasePath(Action.counter)        // the same, spelled as an initialiser
///     /Action.increment               // a case without payload: CasePath<Action, Void>
///     CasePath(case: Action.increment)
///
/// or written out by hand:
///
///     CasePath(embed: Parent.Action.child, extract: {
///       if case let .child(action) = $0 { return action } else { return nil }
///     })
public struct CasePath<Root, Value>: Sendable {
  public let embed: @Sendable (Value) -> Root
  public let extract: @Sendable (Root) -> Value?

  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embed = embed
    self.extract = extract
  }

  /// A case path from a case's embed function (`Action.child`, `Action.login`), its extract
  /// read from the runtime: a value's case tag and payload, cast to `Value`, accepted when
  /// `embed` of that payload has the same case (so cases sharing a payload type never
  /// cross-extract). `embed` must be a case constructor, as in pre-macro swift-case-paths.
  ///
  /// `Root` must be an enum (or Optional); any other kind is a programming error and stops with
  /// a message naming the type.
  public init(_ embed: @escaping @Sendable (Value) -> Root) {
    let metadata = reflectedEnum(Root.self)
    let learned = LearnedTag()
    self.embed = embed
    self.extract = { root in
      let tag = metadata.tag(of: root)
      let known = learned.value
      if known >= 0, tag != known { return nil }
      guard let value = metadata.payload(of: root, as: Value.self) else { return nil }
      if known >= 0 { return value }
      // A case constructor always builds the same case, whatever its payload: learn it once.
      let embedded = metadata.tag(of: embed(value))
      learned.value = embedded
      return embedded == tag ? value : nil
    }
  }
}

extension CasePath where Value == Void {
  /// A case path to a case without payload (`Action.increment`): extract gives `()` for that
  /// case, nil for any other. Labelled so that it never competes with ``init(_:)`` for a case
  /// constructor (a function is a value too).
  public init(case root: Root) {
    let metadata = reflectedEnum(Root.self)
    let tag = metadata.tag(of: root)
    // A payload-less case is a plain value with nothing shared inside it.
    nonisolated(unsafe) let root = root
    self.embed = { _ in root }
    self.extract = { metadata.tag(of: $0) == tag ? () : nil }
  }
}

prefix operator /

/// `/Action.child`: the case path of a case with a payload, as pre-macro swift-case-paths wrote
/// it (see ``CasePath/init(_:)``). It needs a context naming the case path's type (Scope's
/// `action:`, `ifLet`'s `action:`, a typed `let`): without one Swift takes the function itself
/// for a payload-less case; write `CasePath(Action.child)` there.
public prefix func / <Root, Value>(
  embed: @escaping @Sendable (Value) -> Root
) -> CasePath<Root, Value> {
  CasePath(embed)
}

/// `/Action.child` for code built in Swift 5 language mode (TCA 1.0–1.3 features): there a case
/// constructor is not inferred `@Sendable`, so the overload above rejects it. Swift 6 mode never
/// sees this one (`obsoleted: 6`), so it keeps refusing a non-`Sendable` closure; Swift 5 mode
/// does not check data races in the first place. Meant for case constructors, which capture
/// nothing.
@available(swift, obsoleted: 6)
public prefix func / <Root, Value>(
  embed: @escaping (Value) -> Root
) -> CasePath<Root, Value> {
  nonisolated(unsafe) let embed = embed
  return CasePath { embed($0) }
}

/// `/Action.increment`: the case path of a case without payload. Disfavoured, so that
/// `/Action.child` (a function, which is a value too) picks the payload form.
@_disfavoredOverload
public prefix func / <Root>(root: Root) -> CasePath<Root, Void> {
  CasePath(case: root)
}

private func reflectedEnum(_ root: Any.Type) -> EnumMetadata {
  do {
    return try EnumMetadata.of(root)
  } catch {
    preconditionFailure("CasePath(_:) needs an enum Root: \(error.message)")
  }
}

/// The tag a case path's embed produces, once seen (-1 until then).
private final class LearnedTag: Sendable {
  private let storage = Atomic<Int>(-1)

  var value: Int {
    get { storage.load(ordering: .relaxed) }
    set { storage.store(newValue, ordering: .relaxed) }
  }
}
