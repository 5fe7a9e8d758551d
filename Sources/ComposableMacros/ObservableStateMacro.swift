import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservableState struct State { … }`: conforms to `ObservableState`, and a struct lists its
/// initializers for exported tests (`StateInitializers`). TCA's macro moves each field into
/// `_field` storage with an observation registrar beside it; here no view observes state, so
/// the struct keeps exactly the fields the user wrote, and dumps and the shell's `state` print
/// those (docs/coming-from-tca.md).
public enum ObservableStateMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
      context.diagnose(
        MacroMisuse(
          "'@ObservableState' applies to a struct or an enum, not to a \(declKeyword(declaration)): write 'struct \(declName(declaration) ?? "State")'"
        ).at(node))
      return []
    }
    guard !protocols.isEmpty else { return [] }
    let listing = declaration.as(StructDeclSyntax.self).flatMap(StateInitializers.declaration)
    let named = Set(protocols.map { $0.trimmedDescription.split(separator: ".").last ?? "" })
    var conformances: [String] = []
    if named.contains("ObservableState") { conformances.append("Composable.ObservableState") }
    if listing != nil, named.contains("_StateInitializerListing") {
      conformances.append("Composable._StateInitializerListing")
    }
    guard !conformances.isEmpty else { return [] }
    let extensionDecl: DeclSyntax = """
      extension \(type.trimmed): \(raw: conformances.joined(separator: ", ")) {
      \(raw: conformances.contains("Composable._StateInitializerListing") ? listing ?? "" : "")
      }
      """
    return [extensionDecl.cast(ExtensionDeclSyntax.self)]
  }
}

/// `@ObservationStateIgnored var …`: TCA leaves such a field out of observation; with no
/// observation here, it changes nothing.
public enum ObservationIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}

/// `@ReducerCaseEphemeral` and `@ReducerCaseIgnored` on a case of a `@Reducer` enum: marks that
/// `@Reducer` reads (see `ReducerMacro`); on their own they add nothing.
public enum ReducerCaseMarkMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}
