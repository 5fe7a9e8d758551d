import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros

@testable import ComposableMacros

/// `source` with the package's macros expanded as the compiler would, and the diagnostics
/// they raised (message and 1-based line), for expansion tests.
func expand(_ source: String) -> (text: String, diagnostics: [(message: String, line: Int)]) {
  let file = Parser.parse(source: source)
  let context = BasicMacroExpansionContext(
    sourceFiles: [file: .init(moduleName: "Test", fullFilePath: "Test.swift")])
  let specs: [String: MacroSpec] = ComposableMacrosProvider.macros.reduce(into: [:]) {
    specs, entry in
    let name = String(entry.key.dropLast("Macro".count))
    specs[name] = MacroSpec(type: entry.value, conformances: conformances[name] ?? [])
  }
  let expanded = file.expand(macroSpecs: specs, contextGenerator: { _ in context })
  // A macro sees detached nodes: the context maps their positions back into the file.
  let diagnostics = context.diagnostics.map {
    (
      $0.message,
      context.location(for: $0.position, anchoredAt: $0.node, fileName: "Test.swift").line
    )
  }
  return (expanded.description, diagnostics)
}

/// The conformances each macro's declaration names (what the compiler passes its extension
/// role).
private let conformances: [String: [TypeSyntax]] = [
  "CasePathable": ["CasePathable"],
  "Reducer": ["Reducer", "CaseReducer"],
  "ObservableState": ["ObservableState", "_StateInitializerListing"],
]

/// `text` with every run of blanks and newlines as one space, so that an expectation can be
/// written on one line whatever layout the expansion has.
func flat(_ text: String) -> String {
  text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
}
