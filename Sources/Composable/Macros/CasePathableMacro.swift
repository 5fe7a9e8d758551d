/// Conforms an enum to ``CasePathable``: one case path a case, named as the case, so that
/// `\.child` is a case key path (`Scope(state: \.child, action: \.child)`,
/// `action.is(\.child)`, `store.receive(\.child.response)`). Add `@dynamicMemberLookup` to read
/// `value.child` as an optional payload. Two cases of one name are an error at the second.
@attached(extension, conformances: CasePathable)
@attached(member, names: named(AllCasePaths), named(allCasePaths))
public macro CasePathable() =
  #externalMacro(module: "ComposableMacros", type: "CasePathableMacro")
