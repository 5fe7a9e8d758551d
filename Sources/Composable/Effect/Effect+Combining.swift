extension Effect {
  /// Runs the effects of any sequence concurrently (TCA's `merge` over a sequence).
  public static func merge<S: Sequence>(_ effects: S) -> Self where S.Element == Self {
    merge(Array(effects))
  }

  /// Runs the effects of any sequence one after another (TCA's `concatenate` over a sequence).
  public static func concatenate<S: Sequence>(_ effects: S) -> Self where S.Element == Self {
    concatenate(Array(effects))
  }

  /// This effect and `other`, run concurrently, as TCA's `merge(with:)`.
  public func merge(with other: Self) -> Self {
    .merge(self, other)
  }

  /// This effect, then `other` once it has finished, as TCA's `concatenate(with:)`.
  public func concatenate(with other: Self) -> Self {
    .concatenate(self, other)
  }
}
