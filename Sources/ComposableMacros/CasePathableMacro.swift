import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@CasePathable enum Action { … }`: conforms the enum to `CasePathable` with an `AllCasePaths`
/// holding one `CasePath` a case, named as the case, so that `\.child` is a case key path.
public enum CasePathableMacro: ExtensionMacro, MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(EnumDeclSyntax.self) else {
      context.diagnose(
        MacroMisuse(
          "'@CasePathable' applies to an enum, not to a \(declKeyword(declaration)): write 'enum \(declName(declaration) ?? "Action")'"
        ).at(node))
      return []
    }
    guard !protocols.isEmpty else { return [] }
    return [
      ("extension \(type.trimmed): Composable.CasePathable {}" as DeclSyntax).cast(
        ExtensionDeclSyntax.self)
    ]
  }

  /// `AllCasePaths` is nested in the enum, so that the payload types are read where the user
  /// wrote them (`Destination.Action` beside a `Destination` of the enclosing feature).
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    // A declaration that is no enum is diagnosed once, by the extension role.
    guard let enumDecl = declaration.as(EnumDeclSyntax.self),
      let members = allCasePathsMembers(enumDecl, rootType: enumDecl.name.text, in: context)
    else { return [] }
    let access = accessPrefix(enumDecl.modifiers)
    return [
      """
      \(raw: access)struct AllCasePaths: Sendable {
        \(raw: members)
      }
      """,
      "\(raw: access)static var allCasePaths: AllCasePaths { AllCasePaths() }",
    ]
  }

  /// The members of `AllCasePaths` for `enumDecl`'s cases, or nil after diagnosing two cases
  /// of one name (a case path is named by the case's base name alone).
  static func allCasePathsMembers(
    _ enumDecl: EnumDeclSyntax, rootType: String, in context: some MacroExpansionContext
  ) -> String? {
    let access = accessPrefix(enumDecl.modifiers)
    var seen: Set<String> = []
    var members: [String] = []
    for enumCase in enumDecl.cases {
      guard seen.insert(enumCase.name).inserted else {
        context.diagnose(
          MacroMisuse(
            "'@CasePathable' names a case path after its case, and '\(enumDecl.name.text)' has two cases named '\(enumCase.name)': rename one (say '\(enumCase.name)\(enumCase.parameters.first.map { $0.label?.capitalizedFirst ?? "" } ?? "")2')",
            id: "duplicateCase"
          ).at(enumCase.node))
        return nil
      }
      members.append(
        """
        \(access)var \(enumCase.name): Composable.CasePath<\(rootType), \(enumCase.valueType)> {
          Composable.CasePath(
            embed: { \(enumCase.parameters.isEmpty ? "_ in " : "")\(enumCase.embed("$0")) },
            extract: { root in \(enumCase.extract("root")); return nil })
        }
        """)
    }
    return members.joined(separator: "\n")
  }
}

extension String {
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
