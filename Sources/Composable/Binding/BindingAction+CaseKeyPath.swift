extension Case {
  /// `\.binding.name`: the binding action that writes `name`, as TCA's; what
  /// `store.send(\.binding.name, "Blob")` sends, and what it extracts is the value written.
  public subscript<Root, Member: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<Root, Member>
  ) -> Case<Member> where Value == BindingAction<Root> {
    nonisolated(unsafe) let keyPath = keyPath
    return appending(
      CasePath(
        embed: { .set(keyPath, $0) },
        extract: { $0.keyPath == keyPath ? $0.value as? Member : nil }))
  }
}
