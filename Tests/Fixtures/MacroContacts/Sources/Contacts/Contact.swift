import Foundation

public struct Contact: Equatable, Identifiable, Sendable {
  public let id: UUID
  public var name: String

  public init(id: UUID, name: String) {
    self.id = id
    self.name = name
  }
}
