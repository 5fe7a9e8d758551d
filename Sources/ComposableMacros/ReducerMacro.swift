import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Reducer`, on a struct: conforms it to `Reducer` and marks its nested `Action` enum (and an
/// enum `State`) `@CasePathable`, as TCA's macro does.
///
/// On an enum of reducers (`@Reducer enum Destination { case edit(Form); case alert(AlertState<
/// Alert>) }`): writes its `State` and `Action` enums, a case each (`Form.State` / `Form.Action`;
/// an `AlertState<Alert>` or `ConfirmationDialogState<Alert>` case holds the alert in `State`
/// and `Alert` in `Action`), and a body that scopes each reducer case, so that
/// `.ifLet(\.$destination, action: \.destination)` and `.forEach(\.path, action: \.path)` need
/// no trailing closure. `@Reducer(state: .equatable, action: .equatable)` adds conformances.
public enum ReducerMacro: ExtensionMacro, MemberMacro, MemberAttributeMacro {
  // MARK: Extension: the conformance.

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard checkKind(node, declaration, in: context) else { return [] }
    let names = Set(
      protocols.map { $0.trimmedDescription.split(separator: ".").last.map(String.init) ?? "" })
    var conformances: [String] = []
    if names.contains("Reducer") { conformances.append("Composable.Reducer") }
    // Effects capture the reducer (`.run { _ in await self.dismiss() }`): Swift infers Sendable
    // for an internal struct only, so a public feature says it.
    if let structDecl = declaration.as(StructDeclSyntax.self), names.contains("Sendable"),
      !accessPrefix(structDecl.modifiers).isEmpty
    {
      conformances.append("Sendable")
    }
    if declaration.is(EnumDeclSyntax.self), names.contains("CaseReducer") {
      conformances.append("Composable.CaseReducer")
    }
    guard !conformances.isEmpty else { return [] }
    return [
      ("extension \(type.trimmed): \(raw: conformances.joined(separator: ", ")) {}" as DeclSyntax)
        .cast(ExtensionDeclSyntax.self)
    ]
  }

  /// Whether `@Reducer` may stand on `declaration`; otherwise one error saying what to write.
  static func checkKind(
    _ node: AttributeSyntax, _ declaration: some DeclGroupSyntax,
    in context: some MacroExpansionContext
  ) -> Bool {
    if declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) { return true }
    context.diagnose(
      MacroMisuse(
        "'@Reducer' applies to a struct (a feature) or an enum (of reducers), not to a \(declKeyword(declaration)): write 'struct \(declName(declaration) ?? "Feature")'"
      ).at(node))
    return false
  }

  // MARK: Member attributes: a struct's nested Action and State.

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self) else { return [] }
    // The conformance is in an extension, where Swift does not carry the protocol's
    // `@ReducerBuilder` over to `body`: it is written on it, as TCA's macro does.
    if let variable = member.as(VariableDeclSyntax.self),
      variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
      variable.bindings.first?.accessorBlock != nil,
      !variable.attributes.contains(where: {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasSuffix("Builder") == true
          || $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.contains("Builder<")
            == true
      })
    {
      return ["@Composable.ReducerBuilder<Self.State, Self.Action>"]
    }
    guard let nested = member.as(EnumDeclSyntax.self),
      nested.name.text == "Action" || nested.name.text == "State"
    else { return [] }
    var attributes: [AttributeSyntax] = []
    if !hasAttribute(nested.attributes, "CasePathable") {
      attributes.append("@Composable.CasePathable")
    }
    if nested.name.text == "State", !hasAttribute(nested.attributes, "dynamicMemberLookup") {
      attributes.append("@dynamicMemberLookup")
    }
    return attributes
  }

  // MARK: Members: an enum's State, Action and body.

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else { return [] }
    let options = Options(node)
    let access = accessPrefix(enumDecl.modifiers)
    var stateCases: [String] = []
    var actionCases: [String] = []
    var scopes: [String] = []
    var ignored: [String] = []
    for enumCase in enumDecl.cases {
      let marks = enumCase.node.parent?.parent?.as(EnumCaseDeclSyntax.self)?.attributes
      // TCA's `@ReducerCaseIgnored`: plain state, as written, with no action and no reducer.
      if let marks, hasAttribute(marks, "ReducerCaseIgnored") {
        stateCases.append("case \(enumCase.node.trimmedDescription)")
        ignored.append("\"\(enumCase.name)\"")
        continue
      }
      guard enumCase.parameters.count == 1, enumCase.parameters[0].label == nil else {
        context.diagnose(
          MacroMisuse(
            "each case of a '@Reducer' enum holds one reducer (or one AlertState or ConfirmationDialogState): write 'case \(enumCase.name)(\(enumCase.parameters.first?.type ?? "Feature"))', or mark it '@ReducerCaseIgnored' to keep it as plain state",
            id: "reducerCase"
          ).at(enumCase.node))
        return []
      }
      let type = enumCase.parameters[0].type
      if let alert = ephemeralAction(type) {
        stateCases.append("case \(enumCase.name)(\(type))")
        actionCases.append("case \(enumCase.name)(\(alert))")
      } else if let marks, hasAttribute(marks, "ReducerCaseEphemeral") {
        // TCA's `@ReducerCaseEphemeral`: state shown once (an `EphemeralState`), whose actions
        // are its own `Action` type's, and no reducer.
        stateCases.append("case \(enumCase.name)(\(type))")
        actionCases.append("case \(enumCase.name)(\(type).Action)")
      } else {
        stateCases.append("case \(enumCase.name)(\(type).State)")
        actionCases.append("case \(enumCase.name)(\(type).Action)")
        scopes.append(
          "Composable.Scope(state: \\.\(enumCase.name), action: \\.\(enumCase.name)) { \(type)() }")
      }
    }
    let name = enumDecl.name.text
    // A public State and Action must say they are Sendable (Swift infers it for internal types
    // only): every action a store runs effects for is, and a stack's push carries a state.
    var stateConformances = ["Composable.CaseReducerState"] + options.state
    if !ignored.isEmpty { stateConformances.append("Composable._IgnoredCaseListing") }
    var actionConformances = options.action
    if !access.isEmpty {
      if !stateConformances.contains("Sendable") { stateConformances.append("Sendable") }
      if !actionConformances.contains("Sendable") { actionConformances.append("Sendable") }
    }
    let actionInheritance =
      actionConformances.isEmpty ? "" : ": " + actionConformances.joined(separator: ", ")
    return [
      """
      @Composable.CasePathable @dynamicMemberLookup @Composable.ObservableState
      \(raw: access)enum State: \(raw: stateConformances.joined(separator: ", ")) {
        \(raw: access)typealias StateReducer = \(raw: name)
        \(raw: ignored.isEmpty ? "" : "\(access)static var _$ignoredCases: Set<String> { [\(ignored.joined(separator: ", "))] }")
        \(raw: stateCases.joined(separator: "\n"))
      }
      """,
      """
      @Composable.CasePathable
      \(raw: access)enum Action\(raw: actionInheritance) {
        \(raw: actionCases.joined(separator: "\n"))
      }
      """,
      """
      \(raw: access)static var body: Composable.Reduce<State, Action> {
        Composable.Reduce(Composable.CombineReducers<State, Action> {
          \(raw: scopes.joined(separator: "\n"))
        })
      }
      """,
      """
      \(raw: access)var body: Composable.Reduce<State, Action> { Self.body }
      """,
    ]
  }

  /// The action type of an alert or dialog case (`Alert` of `AlertState<Alert>`), nil for a
  /// reducer.
  static func ephemeralAction(_ type: String) -> String? {
    for prefix in [
      "AlertState<", "ConfirmationDialogState<", "Composable.AlertState<",
      "Composable.ConfirmationDialogState<",
    ]
    where type.hasPrefix(prefix) && type.hasSuffix(">") {
      return String(type.dropFirst(prefix.count).dropLast())
    }
    return nil
  }

  /// `@Reducer(state: .equatable, .hashable, action: .equatable)`: the conformances named.
  struct Options {
    var state: [String] = []
    var action: [String] = []

    init(_ node: AttributeSyntax) {
      guard case .argumentList(let arguments) = node.arguments else { return }
      var label = ""
      for argument in arguments {
        if let name = argument.label?.text { label = name }
        guard let member = argument.expression.as(MemberAccessExprSyntax.self) else { continue }
        let conformance: String
        switch member.declName.baseName.text {
        case "equatable": conformance = "Equatable"
        case "hashable": conformance = "Hashable"
        case "sendable": conformance = "Sendable"
        case "codable": conformance = "Codable"
        default: continue
        }
        if label == "state" { state.append(conformance) } else { action.append(conformance) }
      }
    }
  }
}
