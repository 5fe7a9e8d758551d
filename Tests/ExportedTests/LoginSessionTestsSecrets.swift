/// The secrets `LoginSessionTests` leaves to fill in (the exporter never writes them): the two
/// passwords docs/scripts/login-exhaustive.tcash types, and the tokens the local account store
/// makes from `uuid` (`.incrementing`: the first two UUIDs).
enum LoginSessionTestsSecrets {
  static let secret1: String = "wrong-password"
  static let secret2: String = "demo-password"
  static let secret3: String = "00000000-0000-0000-0000-000000000000"
  static let secret4: String = "00000000-0000-0000-0000-000000000001"
}
