import SwiftSyntax

/// One case of an enum as case paths see it: its name and its associated values.
struct EnumCase {
  struct Parameter {
    let label: String?
    let type: String
  }

  let name: String
  let parameters: [Parameter]
  /// The declaration, for diagnostics at the user's line.
  let node: EnumCaseElementSyntax

  /// The type a case path to this case extracts: `Void`, the one value's type, or a tuple
  /// with the case's labels.
  var valueType: String {
    switch parameters.count {
    case 0: return "Void"
    case 1: return parameters[0].type
    default:
      let elements = parameters.map { parameter in
        parameter.label.map { "\($0): \(parameter.type)" } ?? parameter.type
      }
      return "(" + elements.joined(separator: ", ") + ")"
    }
  }

  /// An expression building this case from `value` (a `valueType`).
  func embed(_ value: String) -> String {
    switch parameters.count {
    case 0: return ".\(name)"
    case 1: return ".\(name)(\(parameters[0].label.map { "\($0): " } ?? "")\(value))"
    default:
      let arguments = parameters.enumerated().map { index, parameter in
        (parameter.label.map { "\($0): " } ?? "") + "\(value).\(index)"
      }
      return ".\(name)(" + arguments.joined(separator: ", ") + ")"
    }
  }

  /// A statement that returns the payload of `root` when it is this case.
  func extract(_ root: String) -> String {
    switch parameters.count {
    case 0: return "if case .\(name) = \(root) { return () }"
    case 1: return "if case let .\(name)(value) = \(root) { return value }"
    default:
      let names = parameters.indices.map { "v\($0)" }
      return "if case let .\(name)(\(names.joined(separator: ", "))) = \(root) { return ("
        + names.joined(separator: ", ") + ") }"
    }
  }
}

extension EnumDeclSyntax {
  /// The enum's cases in declaration order, `#if` branches included.
  var cases: [EnumCase] {
    Self.cases(in: memberBlock.members)
  }

  private static func cases(in members: MemberBlockItemListSyntax) -> [EnumCase] {
    members.flatMap { member -> [EnumCase] in
      if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        return ifConfig.clauses.flatMap { clause -> [EnumCase] in
          guard case .decls(let decls) = clause.elements else { return [] }
          return cases(in: decls)
        }
      }
      guard let decl = member.decl.as(EnumCaseDeclSyntax.self) else { return [] }
      return decl.elements.map { element in
        let parameters =
          element.parameterClause?.parameters.map { parameter in
            EnumCase.Parameter(
              label: parameter.firstName.flatMap { $0.text == "_" ? nil : $0.text },
              type: parameter.type.trimmedDescription)
          } ?? []
        return EnumCase(name: element.name.text, parameters: parameters, node: element)
      }
    }
  }
}
