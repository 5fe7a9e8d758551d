// swift-tools-version:6.0
import CompilerPluginSupport
import Foundation
import PackageDescription

// TCA's macros (`@Reducer`, `@CasePathable`, …) are built on the SwiftSyntax the toolchain
// ships in `<toolchain>/usr/lib/swift/host` (its own macro plugins link it), since SwiftPM cannot
// fetch swift-syntax here. The folder is the one of the toolchain running this manifest: it has
// loaded `<toolchain>/usr/lib/swift/pm/ManifestAPI/libPackageDescription.so`, three folders below
// `swift/`. `TCA_SHELL_SWIFT_SYNTAX_HOST` names another folder (docs/macros.md).
let swiftSyntaxHost: String = {
  if let path = Context.environment["TCA_SHELL_SWIFT_SYNTAX_HOST"], !path.isEmpty { return path }
  // Read to the end in a loop: /proc files report a size of 0, and a reader that trusts the
  // size (or stops at its first buffer) misses the mapping whenever address randomisation puts
  // it further down the list (it did, one run in three).
  var maps: [UInt8] = []
  let fd = open("/proc/self/maps", O_RDONLY)
  if fd >= 0 {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      maps += chunk[..<count]
    }
    close(fd)
  }
  for line in String(decoding: maps, as: UTF8.self).split(separator: "\n") {
    guard let start = line.firstIndex(of: "/"), line.hasSuffix("/libPackageDescription.so")
    else { continue }
    var url = URL(fileURLWithPath: String(line[start...]))
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("host").path
  }
  return "/usr/lib/swift/host"
}()

// The flags that point the macros at that folder. SwiftPM refuses unsafe flags in a dependency
// pinned by version: with `TCA_SHELL_MACRO_FLAGS=command-line` the manifest leaves them out and
// the root package's build passes them instead (`swift build -Xswiftc -I<host> …`,
// docs/macros.md, "Depending on a version").
let macroFlagsFromCommandLine = Context.environment["TCA_SHELL_MACRO_FLAGS"] == "command-line"
let swiftSyntaxSettings: [SwiftSetting] =
  macroFlagsFromCommandLine ? [] : [.unsafeFlags(["-I", swiftSyntaxHost])]
let swiftSyntaxLinking: [LinkerSetting] =
  macroFlagsFromCommandLine
  ? []
  : [.unsafeFlags(["-L", swiftSyntaxHost, "-Xlinker", "-rpath", "-Xlinker", swiftSyntaxHost])]

let package = Package(
  name: "tca-shell",
  products: [
    .library(name: "Composable", targets: ["Composable"]),
    .library(name: "ComposableTesting", targets: ["ComposableTesting"]),
    .library(name: "TCAShell", targets: ["TCAShell"]),
    .executable(name: "tca-shell", targets: ["tca-shell"]),
    // URLSession for the login feature's Supabase client, opened by tca-shell only when Supabase
    // is configured: linking FoundationNetworking (and libcurl's libraries) cost most of the
    // shell's start-up (Features/Auth/HTTPTransportLoader).
    .library(name: "URLSessionTransport", type: .dynamic, targets: ["URLSessionTransport"]),
  ],
  targets: [
    .target(
      name: "CEdit",
      linkerSettings: [.linkedLibrary("edit")]
    ),
    // As TCA takes enum reflection from swift-case-paths and dumping from swift-custom-dump:
    // every runtime metadata and raw memory read in Reflection, dumps and diffs in CustomDump.
    .target(name: "Reflection"),
    .target(name: "CustomDump", dependencies: ["Reflection"]),
    // The macros' plugin: no package dependency, the toolchain's SwiftSyntax by flags.
    .macro(
      name: "ComposableMacros",
      swiftSettings: swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking
    ),
    .target(name: "Composable", dependencies: ["CustomDump", "Reflection", "ComposableMacros"]),
    .target(name: "ShellHosting", dependencies: ["Composable"]),
    .target(name: "ComposableTesting", dependencies: ["Composable"]),
    .target(name: "AuthTransport"),
    .target(name: "URLSessionTransport", dependencies: ["AuthTransport"]),
    .target(name: "Features", dependencies: ["Composable", "ShellHosting", "AuthTransport"]),
    .target(name: "Shell", dependencies: ["Composable", "ShellHosting", "CEdit"]),
    .target(name: "TCAShell", dependencies: ["Composable", "ShellHosting", "Shell"]),
    .executableTarget(name: "tca-shell", dependencies: ["TCAShell", "Features"]),
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "Composable", "ShellHosting", "Shell", "Features", "tca-shell", "IOFloor",
        "HelloFoundation",
      ]),
    .executableTarget(name: "IOFloor"),
    .executableTarget(name: "HelloFoundation"),
    // Values held in existentials in every position, for the dumper's shape tests and its fuzz
    // target (fuzz/targets/FuzzDump).
    .target(name: "DumpShapes", path: "Tests/DumpShapes"),
    .testTarget(name: "ReflectionTests", dependencies: ["Reflection", "CustomDump"]),
    .testTarget(
      name: "CustomDumpTests",
      dependencies: ["CustomDump", "Reflection", "DumpShapes", "Composable"]),
    .testTarget(
      name: "ComposableTests", dependencies: ["Composable", "ComposableTesting"]),
    // Expansion tests import SwiftSyntax, so they are Swift Testing tests in a target of their
    // own: SwiftPM's XCTest discovery module would import them without the flags above.
    .testTarget(
      name: "MacroExpansionTests", dependencies: ["ComposableMacros"],
      swiftSettings: swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
    .testTarget(name: "MacroTests", dependencies: ["Composable", "ComposableTesting"]),
    .testTarget(name: "CompatibilityTests", dependencies: ["Composable", "ComposableTesting"]),
    .testTarget(
      name: "FeaturesTests",
      dependencies: ["Features", "Composable", "ComposableTesting", "Shell", "URLSessionTransport"]),
    // Tests tca-shell exported with `save --swift` from docs/scripts (checked byte for byte by
    // ShellTests' ExportedTestsTests): they compile and pass as a user's would.
    .testTarget(
      name: "ExportedTests", dependencies: ["Features", "Composable", "ComposableTesting"]),
    .testTarget(
      name: "ShellTests",
      dependencies: [
        "Shell", "ShellHosting", "Composable", "Features", "tca-shell", "ShellTestSupport",
      ],
      exclude: ["Resources"]),
    // The slow tests: the built tca-shell run on pipes and in a pseudo-terminal, and the build
    // of Examples/Inventory. Most of the suite's time; `swift test --skip '^IntegrationTests\.'` runs
    // the rest (README, "Set up and run").
    .testTarget(
      name: "IntegrationTests",
      dependencies: [
        "Shell", "Composable", "ComposableTesting", "Features", "tca-shell", "ShellTestSupport",
      ]),
    // Paths and a process runner the two test targets above share.
    .target(name: "ShellTestSupport", path: "Tests/ShellTestSupport"),
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
  package.targets.append(
    .executableTarget(
      name: "FuzzDump", dependencies: ["Composable", "DumpShapes"], path: "fuzz/targets/FuzzDump",
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
}

// Every target depends directly on every target it reaches through others. SwiftPM re-runs a
// target's compile only when the module of a direct dependency changed: a file that lays out a
// type from a module it reaches only through another (tca-shell's main.swift appending to
// `allFeatures`, whose `Feature` comes from ShellHosting through TCAShell's re-export) otherwise
// keeps the type's old size after its stored properties change, and writes past the buffers
// it sized with it (docs/performance.md, "A stale build is not a heap bug").
let targetsByName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
func targetNames(_ target: Target) -> [String] {
  target.dependencies.compactMap { dependency in
    switch dependency {
    case .targetItem(let name, _), .byNameItem(let name, _): name
    default: nil
    }
  }
}
for target in package.targets {
  var reached: [String] = []
  var pending = targetNames(target)
  while let name = pending.popLast() {
    guard !reached.contains(name) else { continue }
    reached.append(name)
    pending += targetsByName[name].map(targetNames) ?? []
  }
  let declared = Set(targetNames(target))
  // A macro target has no layout to go stale: only its users name it.
  let macros = Set(package.targets.filter { $0.type == .macro }.map(\.name))
  target.dependencies += reached.filter { !declared.contains($0) && !macros.contains($0) }
    .map { .target(name: $0) }
}
