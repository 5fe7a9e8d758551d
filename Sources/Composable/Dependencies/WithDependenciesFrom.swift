/// Runs `operation` with the dependencies `model` was made with (read from its `@Dependency`
/// properties), then changed by `update`, as swift-dependencies' `withDependencies(from:)`: how a
/// model that was made with overridden dependencies hands them on to the models it makes.
///
/// ```swift
/// func addButtonTapped() {
///   child = withDependencies(from: self) {
///     ChildModel()
///   }
/// }
/// ```
///
/// The model's values win over those in force at the call. A model with no `@Dependency`
/// property has nothing to hand on: that is reported as an issue, and `operation` runs with the
/// current values.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> R,
  fileID: StaticString = #fileID,
  line: UInt = #line
) rethrows -> R {
  let values = dependencyValues(of: model, fileID: fileID, line: line)
  return try withDependencies(
    {
      if let values { $0 = $0.merging(values) }
      try update(&$0)
    }, operation: operation)
}

/// The async form of ``withDependencies(from:_:operation:fileID:line:)``.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  _ update: (inout DependencyValues) throws -> Void,
  operation: () async throws -> R,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  line: UInt = #line
) async rethrows -> R {
  let values = dependencyValues(of: model, fileID: fileID, line: line)
  return try await withDependencies(
    {
      if let values { $0 = $0.merging(values) }
      try update(&$0)
    }, operation: operation, isolation: isolation)
}

/// ``withDependencies(from:_:operation:fileID:line:)`` with nothing changed.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  operation: () throws -> R,
  fileID: StaticString = #fileID,
  line: UInt = #line
) rethrows -> R {
  try withDependencies(from: model, { _ in }, operation: operation, fileID: fileID, line: line)
}

/// The async form of ``withDependencies(from:operation:fileID:line:)``.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  operation: () async throws -> R,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  line: UInt = #line
) async rethrows -> R {
  try await withDependencies(
    from: model, { _ in }, operation: operation, isolation: isolation, fileID: fileID, line: line)
}

/// The values `model`'s `@Dependency` properties were made with, the later ones laid over the
/// earlier; nil (and an issue reported) when it has none.
private func dependencyValues(
  of model: AnyObject, fileID: StaticString, line: UInt
) -> DependencyValues? {
  var found: DependencyValues?
  var mirror: Mirror? = Mirror(reflecting: model)
  while let current = mirror {
    for child in current.children {
      guard let carrier = child.value as? any DependencyCarrier else { continue }
      found = found.map { $0.merging(carrier.initialValues) } ?? carrier.initialValues
    }
    mirror = current.superclassMirror
  }
  if found == nil {
    reportIssue(
      "withDependencies(from:) at \(fileID):\(line): '\(typeName(type(of: model)))' has no @Dependency property, so it has no dependencies to hand on. Give it one (for example '@Dependency(\\.date) var date'), or use 'withDependencies' without 'from:'."
    )
  }
  return found
}
