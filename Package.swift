// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "tca-shell",
  products: [
    .library(name: "Composable", targets: ["Composable"]),
    .library(name: "ComposableTesting", targets: ["ComposableTesting"]),
    .library(name: "TCAShell", targets: ["TCAShell"]),
    .executable(name: "tca-shell", targets: ["tca-shell"]),
  ],
  targets: [
    .target(
      name: "CEdit",
      linkerSettings: [.linkedLibrary("edit")]
    ),
    .target(name: "Composable"),
    .target(name: "ShellHosting", dependencies: ["Composable"]),
    .target(name: "ComposableTesting", dependencies: ["Composable"]),
    .target(name: "Features", dependencies: ["Composable", "ShellHosting"]),
    .target(name: "Shell", dependencies: ["Composable", "ShellHosting", "CEdit"]),
    .target(name: "TCAShell", dependencies: ["Composable", "ShellHosting", "Shell"]),
    .executableTarget(name: "tca-shell", dependencies: ["TCAShell", "Features"]),
    .executableTarget(
      name: "Benchmarks",
      dependencies: ["Composable", "ShellHosting", "Shell", "Features", "tca-shell", "IOFloor"]),
    .executableTarget(name: "IOFloor"),
    .testTarget(name: "ComposableTests", dependencies: ["Composable", "ComposableTesting"]),
    .testTarget(name: "CompatibilityTests", dependencies: ["Composable", "ComposableTesting"]),
    .testTarget(
      name: "FeaturesTests", dependencies: ["Features", "Composable", "ComposableTesting", "Shell"]),
    // Tests tca-shell exported with `save --swift` from docs/scripts (checked byte for byte by
    // ShellTests' ExportedTestsTests): they compile and pass as a user's would.
    .testTarget(
      name: "ExportedTests", dependencies: ["Features", "Composable", "ComposableTesting"]),
    .testTarget(
      name: "ShellTests",
      dependencies: ["Shell", "ShellHosting", "Composable", "Features", "tca-shell"],
      exclude: ["Resources"]),
  ],
  swiftLanguageModes: [.v6]
)

// Fuzz targets (scripts/fuzz): libFuzzer supplies `main`, so they link only when built with
// `--sanitize=fuzzer`, and are declared only then.
if Context.environment["TCA_FUZZ"] != nil {
  for name in ["FuzzLexer", "FuzzActions", "FuzzExpect"] {
    package.targets.append(
      .executableTarget(
        name: name, dependencies: ["Shell", "Composable"], path: "fuzz/targets/\(name)",
        swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
  }
}
