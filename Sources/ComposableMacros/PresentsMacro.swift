import SwiftSyntax
import SwiftSyntaxMacros

/// `@Presents var destination: Destination.State?`: the field keeps its value in
/// `_destination`, a `PresentationState`, as `@PresentationState` does (so dumps print
/// `_destination:` exactly as they print the property wrapper's storage), and `$destination`
/// projects that storage for `ifLet(\.$destination, action: \.destination)`.
public enum PresentsMacro: AccessorMacro, PeerMacro {
  /// The field's name and the type it presents (`Destination.State` of `Destination.State?`),
  /// or nil after diagnosing a declaration `@Presents` cannot take.
  static func field(
    _ declaration: some DeclSyntaxProtocol, node: AttributeSyntax,
    in context: some MacroExpansionContext
  ) -> (name: String, wrapped: String, access: String)? {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      variable.bindingSpecifier.tokenKind == .keyword(.var),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      binding.accessorBlock == nil
    else {
      context.diagnose(
        MacroMisuse(
          "'@Presents' applies to one stored 'var' of an optional type: write '@Presents var destination: Destination.State?'"
        ).at(node))
      return nil
    }
    let wrapped: String
    if let optional = binding.typeAnnotation?.type.as(OptionalTypeSyntax.self) {
      wrapped = optional.wrappedType.trimmedDescription
    } else if let type = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self),
      type.name.text == "Optional", let argument = type.genericArgumentClause?.arguments.first
    {
      wrapped = argument.argument.trimmedDescription
    } else {
      context.diagnose(
        MacroMisuse(
          "'@Presents' needs the field's optional type written out: write '@Presents var \(name): \(binding.typeAnnotation?.type.trimmedDescription ?? "Destination.State")?'"
        ).at(node))
      return nil
    }
    return (name, wrapped, accessPrefix(variable.modifiers))
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let field = field(declaration, node: node, in: context) else { return [] }
    return [
      """
      @storageRestrictions(initializes: _\(raw: field.name))
      init(initialValue) {
        _\(raw: field.name) = Composable.PresentationState(wrappedValue: initialValue)
      }
      """,
      "get { _\(raw: field.name).wrappedValue }",
      "set { _\(raw: field.name).wrappedValue = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    // Diagnosed once, by the accessor role.
    guard let variable = declaration.as(VariableDeclSyntax.self),
      let binding = variable.bindings.first, variable.bindings.count == 1,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      binding.accessorBlock == nil,
      let field = field(declaration, node: node, in: SilentContext(context))
    else { return [] }
    return [
      "\(raw: field.access)var _\(raw: name) = Composable.PresentationState<\(raw: field.wrapped)>(wrappedValue: nil)",
      """
      \(raw: field.access)var $\(raw: name): Composable.PresentationState<\(raw: field.wrapped)> {
        get { _\(raw: name) }
        set { _\(raw: name) = newValue }
      }
      """,
    ]
  }
}
