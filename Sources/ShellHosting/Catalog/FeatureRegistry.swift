/// An expression a Swift test reaches the registered features by, and the module it is in.
public struct FeatureRegistry: Equatable, Sendable {
  /// The module to import (`@testable`, as an exported test imports a feature's module).
  public let module: String
  /// An expression of type `[Feature]` in that module (`allFeatures`).
  public let expression: String

  public init(module: String, expression: String) {
    self.module = module
    self.expression = expression
  }
}
