// swift-tools-version:6.0
import PackageDescription

// Your own package: an executable target that depends on TCAShell (here by path; from a
// checkout of tca-shell anywhere, point `path:` at it).
let package = Package(
  name: "Inventory",
  dependencies: [.package(name: "tca-shell", path: "../..")],
  targets: [
    .executableTarget(
      name: "inventory", dependencies: [.product(name: "TCAShell", package: "tca-shell")])
  ],
  swiftLanguageModes: [.v6]
)
