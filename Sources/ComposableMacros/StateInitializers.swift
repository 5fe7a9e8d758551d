import SwiftSyntax

/// The `_$initializers` listing `@ObservableState` adds to a struct: one
/// `Composable.StateInitializer` for each `init` the struct declares in its body, or for its
/// memberwise initializer when it declares none. Each calls the initializer with arguments cast
/// by `_stateInitializerArgument`, whose type parameter the call infers, so no parameter's type
/// is written here. Left out, as no generic list could call them: generic, async, variadic and
/// `inout` initializers, `some` parameters, and two with the same labels. Nil when the body has
/// an `#if`, whose members the macro cannot decide between.
enum StateInitializers {
  /// The listing's declaration, or nil to leave the protocol's default (not known).
  static func declaration(for decl: StructDeclSyntax) -> String? {
    let members = decl.memberBlock.members.map(\.decl)
    guard !members.contains(where: { $0.is(IfConfigDeclSyntax.self) }) else { return nil }
    let initializers = members.compactMap { $0.as(InitializerDeclSyntax.self) }
    var listed: [(labels: [String], fields: [String])]
    if initializers.isEmpty {
      guard let fields = memberwiseFields(members) else { return nil }
      listed = [(fields, fields)]
    } else {
      listed = initializers.compactMap(callable)
      let labelLists = listed.map(\.labels)
      listed.removeAll { entry in labelLists.filter { $0 == entry.labels }.count > 1 }
    }
    let entries = listed.map { entry in
      let arguments = entry.labels.enumerated().map { index, label in
        (label == "_" ? "" : "\(label): ")
          + "Composable._stateInitializerArgument(arguments, \(index))"
      }
      let call =
        entry.labels.isEmpty ? "Self()" : "try? Self(\(arguments.joined(separator: ", ")))"
      return """
          Composable.StateInitializer(labels: \(literal(entry.labels)), fields: \(literal(entry.fields))) { \(entry.labels.isEmpty ? "_" : "arguments") in
            \(call)
          },
        """
    }
    return """
      \(accessPrefix(decl.modifiers))static var _$initializers: [Composable.StateInitializer] {
        [
      \(entries.joined(separator: "\n"))
        ]
      }
      """
  }

  /// Labels and fields of an `init` a list can call; nil for one it cannot (see the type).
  private static func callable(_ initializer: InitializerDeclSyntax) -> (
    labels: [String], fields: [String]
  )? {
    guard initializer.genericParameterClause == nil,
      initializer.signature.effectSpecifiers?.asyncSpecifier == nil
    else { return nil }
    var labels: [String] = []
    var fields: [String] = []
    for parameter in initializer.signature.parameterClause.parameters {
      guard parameter.ellipsis == nil,
        !parameter.type.is(SomeOrAnyTypeSyntax.self)
          || parameter.type.as(SomeOrAnyTypeSyntax.self)?.someOrAnySpecifier.text == "any"
      else { return nil }
      if let attributed = parameter.type.as(AttributedTypeSyntax.self),
        !attributed.specifiers.isEmpty || !attributed.attributes.isEmpty
      {
        return nil
      }
      labels.append(unquoted(parameter.firstName.text))
      fields.append(unquoted((parameter.secondName ?? parameter.firstName).text))
    }
    return (labels, fields)
  }

  /// The memberwise initializer's labels: the stored properties in order, without a `let` that
  /// has its value and without static, lazy and computed ones. Nil when a pattern is not a name.
  private static func memberwiseFields(_ members: [DeclSyntax]) -> [String]? {
    var fields: [String] = []
    for member in members {
      guard let variable = member.as(VariableDeclSyntax.self) else { continue }
      let skipped: Set<String> = ["static", "class", "lazy"]
      if variable.modifiers.contains(where: { skipped.contains($0.name.text) }) { continue }
      let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          return nil
        }
        if isLet, binding.initializer != nil { continue }
        if let accessors = binding.accessorBlock {
          guard case .accessors(let list) = accessors.accessors,
            list.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) })
          else { continue }
        }
        fields.append(unquoted(name))
      }
    }
    return fields
  }

  private static func unquoted(_ name: String) -> String {
    name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
  }

  private static func literal(_ names: [String]) -> String {
    "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
  }
}
