import Composable

extension ActionParameter {
  /// A parameter of `type`, described as the catalog describes an action's payload of that
  /// type: its name, whether it is secret, and its ``ParameterKind``. What `expect` and `{ … }`
  /// blocks read a state field's value through, so that they read every form `send` reads.
  public init(valueOf type: Any.Type, label: String? = nil) {
    self.init(shape: ValueShape(type), label: label)
  }

  /// A parameter whose values have `shape`.
  init(shape: ValueShape, label: String?) {
    self.init(
      label: label, typeName: shape.typeName, isSecret: shape.isSecret, kind: shape.kind)
  }
}
