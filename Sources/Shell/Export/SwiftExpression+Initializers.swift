import Composable

/// A struct of the feature's own, written with an initializer it has: the one its
/// `@ObservableState` listing names (``StateInitializer``) that leaves the fewest fields to set,
/// found by calling each with the value's own fields; its memberwise initializer otherwise,
/// which the runtime cannot confirm (such calls are named to the user).
extension SwiftExpression {
  mutating func structure(
    _ value: Any, _ mirror: Mirror, indent: String, note: String, path: String
  )
    throws(ShellError) -> String
  {
    let fields = mirror.children.compactMap { child in
      child.label.flatMap { $0.hasPrefix("_$") ? nil : (label: $0, value: child.value) }
    }
    let type = type(of: value)
    let name = typeName(type)
    func written(_ index: Int) throws(ShellError) -> String {
      let field = fields[index]
      let shown = ShownFields.name(field.label)
      return try write(
        field.value, slot: WrittenSlot.field(field.label, of: type), indent: indent, note: note,
        path: path.isEmpty ? shown : path + "." + shown)
    }
    guard let choice = Self.initializer(for: value, fields: fields) else {
      // A listing names every initializer the struct declares, and a struct that declares one
      // has no memberwise initializer: a memberwise call could not compile.
      if let listed = (type as? any _StateInitializerListing.Type)?._$initializers {
        throw Self.noInitializerTakesFields(name, listed, place: note, path: path)
      }
      var arguments: [String] = []
      for index in fields.indices {
        arguments.append("\(ShownFields.name(fields[index].label)): \(try written(index))")
      }
      let initializer = "\(name)(\(fields.map { ShownFields.name($0.label) + ":" }.joined()))"
      if !memberwiseInitializers.contains(initializer) {
        memberwiseInitializers.append(initializer)
      }
      return "\(name)(\(arguments.joined(separator: ", ")))"
    }
    var arguments: [String] = []
    for (label, index) in zip(choice.initializer.labels, choice.arguments) {
      arguments.append((label == "_" ? "" : label + ": ") + (try written(index)))
    }
    let call = "\(name)(\(arguments.joined(separator: ", ")))"
    guard !choice.unset.isEmpty else { return call }
    // What the initializer does not make as the session had it is set after it, in a closure
    // called in place, so the value stays one expression wherever it sits.
    var statements = ["var value = \(call)"]
    for index in choice.unset {
      statements.append("value.\(ShownFields.name(fields[index].label)) = \(try written(index))")
    }
    return "{ " + (statements + ["return value"]).joined(separator: "; ") + " }()"
  }

  /// The refusal for a listed struct none of whose initializers can be called with its fields
  /// (`init(seed:)` with no field `seed`). For the initial state, the way out is the
  /// registration, which calls the initializer the user wrote.
  private static func noInitializerTakesFields(
    _ name: String, _ listed: [StateInitializer], place note: String, path: String
  ) -> ShellError {
    let signatures = listed.map { "init(" + $0.labels.map { $0 + ":" }.joined() + ")" }
    let initializers =
      signatures.isEmpty
      ? "none of its initializers can be listed"
      : "none of its initializers (\(signatures.joined(separator: ", "))) takes its fields"
    let place = path.isEmpty ? note : "\(note), at \(path)"
    guard note == "initial state" else {
      return ShellError(
        "save --swift cannot write \(name) (\(place)): \(initializers); nothing was saved")
    }
    return ShellError(
      "save --swift cannot write \(name)\(path.isEmpty ? "" : " (\(place))"): \(initializers); start the shell with a FeatureRegistry so the test starts from the registration (docs/your-own-feature.md)"
    )
  }

  /// The listed initializer that makes `value` with the fewest fields left to set: the indexes
  /// of `fields` it takes as arguments and of those its result holds otherwise. Nil when the
  /// type lists none, or none can be called with the value's fields.
  private static func initializer(for value: Any, fields: [(label: String, value: Any)]) -> (
    initializer: StateInitializer, arguments: [Int], unset: [Int]
  )? {
    guard let listed = (type(of: value) as? any _StateInitializerListing.Type)?._$initializers
    else {
      return nil
    }
    var best: (initializer: StateInitializer, arguments: [Int], unset: [Int])?
    for initializer in listed {
      var arguments: [Int] = []
      for field in initializer.fields {
        guard let index = fields.firstIndex(where: { ShownFields.name($0.label) == field }) else {
          break
        }
        arguments.append(index)
      }
      guard arguments.count == initializer.fields.count,
        let made = initializer(arguments.map { representedValue(fields[$0].value) }),
        Swift.type(of: made) == Swift.type(of: value)
      else { continue }
      let madeFields = Mirror(reflecting: made).children.filter {
        !($0.label?.hasPrefix("_$") ?? true)
      }.map(\.value)
      guard madeFields.count == fields.count else { continue }
      let unset = fields.indices.filter { !isEqualValues(madeFields[$0], fields[$0].value) }
      if best == nil || unset.count < best!.unset.count {
        best = (initializer, arguments, unset)
      }
    }
    return best
  }
}
