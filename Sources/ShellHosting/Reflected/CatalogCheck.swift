/// Compares a hand-written catalog with the one read from the `Action` type, so that a
/// registration cannot silently drift from its enum (a catalog that registers
/// `later(milliseconds:text:)` unlabelled would refuse `milliseconds=`). A hand catalog may
/// leave cases out; every case it lists must be the enum's, with the same labels and types.
enum CatalogCheck {
  static func problems(
    _ catalog: [ActionDescription], against reflected: [ActionDescription], prefix: String = ""
  ) -> [String] {
    catalog.flatMap { listed -> [String] in
      let name = prefix + listed.name
      guard let actual = reflected.first(where: { $0.name == listed.name }) else {
        return ["\(name): the enum has no such case"]
      }
      switch (listed.isChild, actual.isChild) {
      case (true, true):
        return problems(listed.children, against: actual.children, prefix: name + ".")
      case (false, false):
        let written = prefix + listed.signature
        let declared = prefix + actual.signature
        return written == declared
          ? [] : ["\(name): the catalog says \(written), the enum says \(declared)"]
      case (true, false):
        return ["\(name): the catalog has child actions, the enum has \(prefix + actual.signature)"]
      case (false, true):
        return ["\(name): the catalog has \(prefix + listed.signature), the enum has child actions"]
      }
    }
  }
}
