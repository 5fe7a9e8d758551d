/// Embeds a value into one case of an enum and extracts it back, the pair TCA's `@CasePathable`
/// macro synthesises (`\.child`). Written by hand here, since no case-path macros exist:
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
}
