// swift-tools-version:6.0
import PackageDescription

// A user's package, run by ComposableTests' TestStoreReportingTests: its tests fail on purpose,
// each at the lines marked `// fails here`, and the host test reads where Swift Testing and
// XCTest put the failures; `outside-any-test` makes the same mistake with no test running.
// Only Composable and ComposableTesting are built from tca-shell.
let package = Package(
  name: "SwiftTestingReports",
  dependencies: [.package(name: "tca-shell", path: "../../..")],
  targets: [
    .target(name: "Tally", dependencies: [.product(name: "Composable", package: "tca-shell")]),
    .executableTarget(
      name: "outside-any-test",
      dependencies: ["Tally", .product(name: "ComposableTesting", package: "tca-shell")]),
    .testTarget(
      name: "ReportsTests",
      dependencies: ["Tally", .product(name: "ComposableTesting", package: "tca-shell")]),
  ],
  swiftLanguageModes: [.v6]
)
