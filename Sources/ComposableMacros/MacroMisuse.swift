import SwiftDiagnostics
import SwiftSyntax

/// One error a macro reports at the user's line: what was wrong and what to write instead.
struct MacroMisuse: DiagnosticMessage, Error {
  let message: String
  let id: String

  init(_ message: String, id: String = "misuse") {
    self.message = message
    self.id = id
  }

  var diagnosticID: MessageID { MessageID(domain: "ComposableMacros", id: id) }
  var severity: DiagnosticSeverity { .error }

  /// The error as a diagnostic at `node`.
  func at(_ node: some SyntaxProtocol) -> Diagnostic {
    Diagnostic(node: Syntax(node), message: self)
  }
}
