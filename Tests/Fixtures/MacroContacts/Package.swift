// swift-tools-version:6.0
import PackageDescription

// A user's package with a feature written as TCA's documentation writes one today (`@Reducer`,
// `@ObservableState`, `@Presents`, `@DependencyClient`, case key paths), with only the imports
// renamed: `Composable` for `ComposableArchitecture`. IntegrationTests' MacroPackageTests builds
// it, runs its Swift Testing tests (all pass but `deliberatelyWrongExpectation`, which fails on
// purpose) and drives the feature in its shell.
let package = Package(
  name: "MacroContacts",
  dependencies: [.package(name: "tca-shell", path: "../../..")],
  targets: [
    .target(name: "Contacts", dependencies: [.product(name: "Composable", package: "tca-shell")]),
    .executableTarget(
      name: "contacts",
      dependencies: ["Contacts", .product(name: "TCAShell", package: "tca-shell")]),
    .testTarget(
      name: "ContactsTests",
      dependencies: ["Contacts", .product(name: "ComposableTesting", package: "tca-shell")]),
  ],
  swiftLanguageModes: [.v6]
)
