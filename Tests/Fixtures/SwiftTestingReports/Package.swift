// swift-tools-version:6.0
import PackageDescription

// A user's test target, run by ComposableTests' TestStoreReportingTests with `swift test`: its
// tests fail on purpose, each at the line marked `// fails here`, and the host test reads where
// Swift Testing and XCTest put the failures. Only Composable and ComposableTesting are built.
let package = Package(
  name: "SwiftTestingReports",
  dependencies: [.package(name: "tca-shell", path: "../../..")],
  targets: [
    .testTarget(
      name: "ReportsTests",
      dependencies: [
        .product(name: "Composable", package: "tca-shell"),
        .product(name: "ComposableTesting", package: "tca-shell"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
