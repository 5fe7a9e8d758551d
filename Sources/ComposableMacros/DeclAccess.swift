import SwiftSyntax

/// The access modifier generated members copy from the declaration they serve, so that a
/// `public` feature's `AllCasePaths`, `State` and `Action` are usable from outside its module;
/// `private` and `fileprivate` give nothing (an extension's members then take the type's).
func accessPrefix(_ modifiers: DeclModifierListSyntax) -> String {
  for modifier in modifiers {
    switch modifier.name.tokenKind {
    case .keyword(.public), .keyword(.open): return "public "
    case .keyword(.package): return "package "
    default: continue
    }
  }
  return ""
}

/// A named declaration's name, for messages.
func declName(_ decl: some DeclGroupSyntax) -> String? {
  if let decl = decl.as(StructDeclSyntax.self) { return decl.name.text }
  if let decl = decl.as(EnumDeclSyntax.self) { return decl.name.text }
  if let decl = decl.as(ClassDeclSyntax.self) { return decl.name.text }
  if let decl = decl.as(ActorDeclSyntax.self) { return decl.name.text }
  return nil
}

/// The keyword a declaration group was written with (`class`, `actor`, `extension`, …).
func declKeyword(_ decl: some DeclGroupSyntax) -> String {
  if decl.is(ClassDeclSyntax.self) { return "class" }
  if decl.is(ActorDeclSyntax.self) { return "actor" }
  if decl.is(ExtensionDeclSyntax.self) { return "extension" }
  if decl.is(ProtocolDeclSyntax.self) { return "protocol" }
  if decl.is(StructDeclSyntax.self) { return "struct" }
  return "enum"
}

/// Whether `attributes` holds `@name` (any module qualification).
func hasAttribute(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
  attributes.contains { element in
    guard case .attribute(let attribute) = element else { return false }
    let text = attribute.attributeName.trimmedDescription
    return text == name || text.hasSuffix("." + name)
  }
}
