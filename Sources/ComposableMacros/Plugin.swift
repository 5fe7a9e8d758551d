// The plugin's entry point, written by hand: the toolchain ships SwiftSyntax but not
// SwiftCompilerPlugin (whose `@main` a macro package usually takes), so this is that main over
// the message handling module's SPI: resolve a macro type by name, answer the compiler on stdio.
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The macros this plugin expands, by the type name their `#externalMacro` declarations give.
struct ComposableMacrosProvider: PluginProvider {
  static var macros: [String: any Macro.Type] {
    [
      "CasePathableMacro": CasePathableMacro.self,
      "ReducerMacro": ReducerMacro.self,
      "ObservableStateMacro": ObservableStateMacro.self,
      "ObservationIgnoredMacro": ObservationIgnoredMacro.self,
      "ReducerCaseMarkMacro": ReducerCaseMarkMacro.self,
      "PresentsMacro": PresentsMacro.self,
      "DependencyClientMacro": DependencyClientMacro.self,
    ]
  }

  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    guard let macro = Self.macros[typeName] else {
      throw PluginError("ComposableMacros has no macro '\(typeName)' (module \(moduleName))")
    }
    return macro
  }

  func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
    throw PluginError("ComposableMacros is an executable plugin; it loads no library")
  }

  var features: [PluginFeature] { [] }
}

struct PluginError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

@main
enum ComposableMacrosMain {
  static func main() throws {
    let connection = try StandardIOMessageConnection()
    let listener = CompilerPluginMessageListener(
      connection: connection, provider: ComposableMacrosProvider())
    try listener.main()
  }
}
