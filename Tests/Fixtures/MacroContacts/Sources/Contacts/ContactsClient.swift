import Composable

@DependencyClient
public struct ContactsClient: Sendable {
  public var search: @Sendable (_ query: String) async throws -> [String]
}

extension ContactsClient: DependencyKey {
  public static let liveValue = ContactsClient(search: { query in
    ["Blob", "Blob Jr", "Blob Sr", "Blobby"].filter { $0.localizedCaseInsensitiveContains(query) }
  })
  public static let testValue = ContactsClient()
}

extension DependencyValues {
  public var contactsClient: ContactsClient {
    get { self[ContactsClient.self] }
    set { self[ContactsClient.self] = newValue }
  }
}
