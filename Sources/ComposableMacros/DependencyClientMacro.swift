import SwiftSyntax
import SwiftSyntaxMacros

/// `@DependencyClient struct Client { var search: @Sendable (_ query: String) async throws -> [X] }`:
///
/// - `Client()` is the unimplemented value a test starts from: each endpoint reports
///   "Unimplemented: 'Client.search'" when called (a failure in a `TestStore`) and throws
///   `UnimplementedFailure`; an endpoint that cannot throw answers its default (its initial
///   value, or `()`), after reporting;
/// - `Client(search: { … })` still takes every endpoint;
/// - an endpoint whose parameters are named gets a method with those labels,
///   `client.search(query: q)`, as swift-dependencies' macro writes.
public enum DependencyClientMacro: MemberMacro {
  struct Endpoint {
    let name: String
    let type: String
    let function: FunctionTypeSyntax
    let initializer: String?
    let access: String

    var isThrowing: Bool { function.effectSpecifiers?.throwsClause != nil }
    var isAsync: Bool { function.effectSpecifiers?.asyncSpecifier != nil }
    var returnsVoid: Bool {
      let text = function.returnClause.type.trimmedDescription
      return text == "Void" || text == "()"
    }
    /// The parameters' names as a method takes them (`query` of `_ query: String`), nil when
    /// the closure names none.
    var labels: [String]? {
      let names = function.parameters.map { $0.secondName?.text ?? $0.firstName?.text }
      guard !names.isEmpty, names.allSatisfy({ $0 != nil && $0 != "_" }) else { return nil }
      return names.map { $0! }
    }
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let structDecl = declaration.as(StructDeclSyntax.self) else {
      context.diagnose(
        MacroMisuse(
          "'@DependencyClient' applies to a struct of closures, not to a \(declKeyword(declaration)): write 'struct \(declName(declaration) ?? "Client")'"
        ).at(node))
      return []
    }
    let client = structDecl.name.text
    let access = accessPrefix(structDecl.modifiers)
    var endpoints: [Endpoint] = []
    for member in structDecl.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
      else { continue }
      for binding in variable.bindings where binding.accessorBlock == nil {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let type = binding.typeAnnotation?.type
        else { continue }
        guard let function = functionType(type) else {
          if binding.initializer == nil {
            context.diagnose(
              MacroMisuse(
                "'@DependencyClient' makes 'Client()' from endpoints, and '\(name)' is no closure and has no initial value: give it one ('var \(name): \(type.trimmedDescription) = …') or make it a closure"
              ).at(binding))
            return []
          }
          continue
        }
        let endpoint = Endpoint(
          name: name, type: type.trimmedDescription, function: function,
          initializer: binding.initializer?.value.trimmedDescription,
          access: accessPrefix(variable.modifiers))
        if !endpoint.isThrowing, !endpoint.returnsVoid, endpoint.initializer == nil {
          context.diagnose(
            MacroMisuse(
              "'\(name)' cannot throw, so 'Client()' needs an answer for it when unimplemented: write 'var \(name): \(endpoint.type) = { … }'"
            ).at(binding))
          return []
        }
        endpoints.append(endpoint)
      }
    }
    var decls: [DeclSyntax] = []
    let parameters = endpoints.map { endpoint in
      "\(endpoint.name): @escaping \(endpoint.type)"
        + (endpoint.initializer.map { " = \($0)" } ?? "")
    }
    let assignments = endpoints.map { "self.\($0.name) = \($0.name)" }
    decls.append(
      """
      \(raw: access)init(
        \(raw: parameters.joined(separator: ",\n"))
      ) {
        \(raw: assignments.joined(separator: "\n"))
      }
      """)
    let unimplemented = endpoints.map { endpoint in
      "self.\(endpoint.name) = \(unimplementedClosure(endpoint, client: client))"
    }
    decls.append(
      """
      /// Every endpoint unimplemented: a test overrides the ones it uses.
      \(raw: access)init() {
        \(raw: unimplemented.joined(separator: "\n"))
      }
      """)
    for endpoint in endpoints {
      guard let labels = endpoint.labels else { continue }
      let types = endpoint.function.parameters.map { $0.type.trimmedDescription }
      let signature = zip(labels, types).enumerated().map { index, pair in
        "\(pair.0) p\(index): \(pair.1)"
      }
      let effects =
        (endpoint.isAsync ? " async" : "") + (endpoint.isThrowing ? " throws" : "")
      let call =
        (endpoint.isThrowing ? "try " : "") + (endpoint.isAsync ? "await " : "")
        + "self.\(endpoint.name)(" + labels.indices.map { "p\($0)" }.joined(separator: ", ") + ")"
      decls.append(
        """
        \(raw: endpoint.access)func \(raw: endpoint.name)(\(raw: signature.joined(separator: ", ")))\(raw: effects) -> \(raw: endpoint.function.returnClause.type.trimmedDescription) {
          \(raw: call)
        }
        """)
    }
    return decls
  }

  /// The function type of an endpoint (`@Sendable (_ q: String) async throws -> X`), if it is one.
  static func functionType(_ type: TypeSyntax) -> FunctionTypeSyntax? {
    if let function = type.as(FunctionTypeSyntax.self) { return function }
    if let attributed = type.as(AttributedTypeSyntax.self) {
      return functionType(attributed.baseType)
    }
    return nil
  }

  /// A closure that reports the endpoint unimplemented, then throws or answers its default.
  static func unimplementedClosure(_ endpoint: Endpoint, client: String) -> String {
    let count = endpoint.function.parameters.count
    let arguments = (0..<count).map { "a\($0)" }
    let head = count == 0 ? "" : arguments.joined(separator: ", ") + " in"
    let report = "Composable.reportUnimplemented(\"\(client).\(endpoint.name)\")"
    if endpoint.isThrowing {
      return
        "{ \(head) \(report); throw Composable.UnimplementedFailure(\"\(client).\(endpoint.name)\") }"
    }
    if let initializer = endpoint.initializer {
      let call =
        (endpoint.isAsync ? "await " : "") + "answer(" + arguments.joined(separator: ", ") + ")"
      return
        "{ [answer = \(initializer) as \(endpoint.type)] \(count == 0 ? "in" : head) \(report); return \(call) }"
    }
    return "{ \(head) \(report) }"
  }
}
