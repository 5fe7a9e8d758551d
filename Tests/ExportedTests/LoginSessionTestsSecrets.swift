/// The secrets `LoginSessionTests` leaves to fill in (the exporter never writes them): the two
/// passwords docs/scripts/login-exhaustive.tcash types. The tokens the account store makes are
/// not asked for: the export asserts the session's other fields around them.
enum LoginSessionTestsSecrets {
  static let secret1: String = "wrong-password"
  static let secret2: String = "demo-password"
}
