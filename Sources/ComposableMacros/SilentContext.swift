import SwiftDiagnostics
import SwiftIfConfig
import SwiftSyntax
import SwiftSyntaxMacros

/// A context that drops diagnostics: for the second role of a macro whose first role already
/// reported what was wrong (one error a mistake, not one a role).
final class SilentContext<Base: MacroExpansionContext>: MacroExpansionContext {
  let base: Base
  init(_ base: Base) { self.base = base }

  func makeUniqueName(_ name: String) -> TokenSyntax { base.makeUniqueName(name) }
  func diagnose(_ diagnostic: Diagnostic) {}
  func location(
    of node: some SyntaxProtocol, at position: PositionInSyntaxNode,
    filePathMode: SourceLocationFilePathMode
  ) -> AbstractSourceLocation? {
    base.location(of: node, at: position, filePathMode: filePathMode)
  }
  var lexicalContext: [Syntax] { base.lexicalContext }
  var buildConfiguration: (any BuildConfiguration)? { base.buildConfiguration }
}
