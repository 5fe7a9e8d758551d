import Foundation
import ShellTestSupport
import XCTest

/// Examples/Inventory is a package of its own that depends on this one by path and registers a
/// feature `Features` does not have: built as a user would build it, then driven with a piped
/// script. Expected lines follow the issue's examples and TCA's formats (a binding action dumps
/// as `.set(\.name, "Hat")`).
final class ExampleTests: XCTestCase {
  static let root = TestPackage.root
  static let package = root.appendingPathComponent("Examples/Inventory")
  // Kept under this package's .build, so that a second run rebuilds only what changed.
  static let scratch = root.appendingPathComponent(".build/examples/Inventory")

  /// Builds the example once per test run; the path of its executable.
  static let executable: Result<URL, Error> = Result {
    if try build() != nil {
      // An incremental build of a path dependency can keep objects of files this package has
      // since moved (a link error): the second try starts from a clean scratch directory.
      try? FileManager.default.removeItem(at: scratch)
      if let log = try build() {
        throw ShellTestError("building Examples/Inventory failed:\n" + log)
      }
    }
    return scratch.appendingPathComponent("debug/inventory")
  }

  /// Builds the example; nil when it built, else the build's output.
  static func build() throws -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "build", "--package-path", package.path, "--scratch-path", scratch.path,
      // The plan is made again each time: a cached one can miss a source file added to this
      // package since the last build.
      "--disable-build-manifest-caching",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let log = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? nil : String(decoding: log, as: UTF8.self)
  }

  struct ShellTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  func run(_ script: String, flags: [String] = []) throws -> (
    output: String, errors: String, status: Int32
  ) {
    let run = try ProcessRun.run(
      try Self.executable.get(), arguments: ["--no-history"] + flags,
      environment: ["NO_COLOR": "1"], stdin: Data(script.utf8))
    return (run.output, run.errors, run.status)
  }

  func testTheIssuesThreeSendsWork() throws {
    let run = try run(
      """
      send addItem Item(name: "Hat", quantity: 2)
      send setFilter completed
      expect filter == .completed
      send binding.name "Hat"
      expect name == "Hat"
      send setNote "fragile"
      expect note == "fragile"
      send setNote nil
      expect note == nil
      send stats.reset
      expect stats.added == 0
      send removeItem named=Hat
      expect items == []

      """)
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.status, 0)
    XCTAssertTrue(
      run.output.contains(
        "+     [0]: Item(\n+       name: \"Hat\",\n+       quantity: 2\n+     )\n"), run.output)
    XCTAssertTrue(run.output.contains("  Inventory.Action.setFilter(.completed)\n"), run.output)
    XCTAssertTrue(
      run.output.contains("  Inventory.Action.binding(.set(\\.name, \"Hat\"))\n"), run.output)
    XCTAssertTrue(run.output.contains("received action:\n  Inventory.Action.stats(.itemAdded)\n"))
  }

  /// A user's executable names itself, not `tca-shell`, wherever the shell speaks of itself
  /// (a new user's findings, 18): `--version`, `--help`, a flag error, a saved script's replay line.
  func testTheExecutableGoesByItsOwnName() throws {
    let version = try run("", flags: ["--version"])
    XCTAssertEqual(version.output, "inventory (tca-shell 0.1.0)\n")
    let help = try run("", flags: ["--help"])
    XCTAssertTrue(
      help.output.hasPrefix("inventory (tca-shell 0.1.0): drive The Composable Architecture"),
      help.output)
    XCTAssertTrue(help.output.contains("\nusage: inventory [--feature NAME]"), help.output)
    XCTAssertTrue(help.output.contains("With stdin a terminal, inventory is interactive"))
    let bad = try run("", flags: ["--bogus"])
    XCTAssertTrue(bad.errors.hasPrefix("inventory: "), bad.errors)
    XCTAssertTrue(bad.errors.contains("\nusage: inventory "), bad.errors)
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("inventory-name-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("out.tcash")
    let saved = try run("send setFilter completed\nsave \(file.path)\nadvance 1s")
    XCTAssertEqual(
      saved.errors, "line 3: advance needs the test clock: start inventory with --clock test\n")
    let script = try String(contentsOf: file, encoding: .utf8)
    XCTAssertTrue(
      script.hasPrefix("# inventory (tca-shell 0.1.0): replay with `inventory < \(file.path)`\n"),
      script)
  }

  func testABadValueForEachNamesTheExpectedType() throws {
    let run = try run(
      """
      send addItem Item(name: "Hat", quantity: "two")
      send addItem "Hat"
      send setFilter done
      send binding.filter 3
      send binding.name nil
      send addItem Item(name: "Cap", quantity: 1, colour: "red")
      state

      """)
    XCTAssertEqual(
      run.errors,
      """
      line 1: addItem: quantity: expected Int, got a string "two"
      line 2: addItem: expected Item, written Item(label: value, …), got a string "Hat"
      line 3: setFilter: expected Filter (one of: all, inStock, completed), got a string "done"
      line 4: binding.filter: expected Filter (one of: all, inStock, completed), got an integer 3
      line 5: binding.name is String, got nil: name(String)
      line 6: addItem: Item has no field 'colour'

      """)
    XCTAssertEqual(run.status, 1)
    // Nothing was sent: the state is the initial one.
    XCTAssertTrue(run.output.hasPrefix("Inventory.State(\n  items: [],\n  filter: .all,\n"))
  }

  func testActionsListsCasesWithLabelsAndTypesFromTheEnum() throws {
    let run = try run("actions\n")
    XCTAssertEqual(
      run.output,
      """
        addItem(Item)
        removeItem(named: String)
        setFilter(Filter)
        setNote(String?)
        binding.items([Item])
        binding.filter(Filter)
        binding.name(String)
        binding.note(String?)
        binding.stats(Stats.State)  (cannot be sent: the shell cannot build a Stats.State value)
        binding.stats.added(Int)
        stats.itemAdded
        stats.reset
        alert.presented.confirmClear
        alert.dismiss
        clearTapped

      """)
  }

  func testTheAlertIsFoundFromPresentationState() throws {
    let run = try run("send clearTapped\ntap Clear\nexpect items == []\nexpect alert == nil\n")
    XCTAssertEqual(run.errors, "")
    XCTAssertTrue(
      run.output.contains(
        "Alert: Clear the inventory?\n  [1] Clear (destructive)\n  [2] Cancel (cancel)\n"),
      run.output)
    XCTAssertTrue(
      run.output.contains("  Inventory.Action.alert(\n    .presented(.confirmClear)\n  )\n"))
  }

  /// A registration's `presentationStyles` say how the shelf's views show its children: each
  /// prints under the kind the issue names, `sheet` reprints it so, and `--json` names it.
  func testTheShelfShowsEachChildUnderItsViewsKind() throws {
    let script = """
      use shelf
      send addButtonTapped
      dismiss
      send duplicateButtonTapped index=0
      dismiss
      send itemTapped index=0
      sheet
      dismiss
      send scanButtonTapped

      """
    let run = try run(script)
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.status, 0)
    let headings = run.output.split(separator: "\n").filter {
      $0.contains(": ItemForm (") || $0.contains(": Scanner (")
    }
    XCTAssertEqual(
      headings,
      [
        "Sheet: ItemForm (destination.add)", "Popover: ItemForm (destination.duplicate)",
        "Navigation destination: ItemForm (destination.edit)",
        "Navigation destination: ItemForm (destination.edit)",
        "Full-screen cover: Scanner (scanner)",
      ])
    let json = try self.run(script, flags: ["--json"])
    let kinds = json.output.split(separator: "\n").filter { $0.contains(#""event":"presented""#) }
      .compactMap { line -> String? in
        guard let start = line.range(of: #""kind":""#) else { return nil }
        return String(line[start.upperBound...].prefix { $0 != "\"" })
      }
    XCTAssertEqual(
      kinds,
      ["sheet", "popover", "navigationDestination", "navigationDestination", "fullScreenCover"])
  }

  /// Every Swift block of docs/your-own-feature.md is code a user can copy: the reducer is the
  /// example's whole file, the registrations are the example's (which builds), Package.swift is
  /// the example's with the path a user would write, and no block leaves a body to guess (a new
  /// user's findings, 19).
  func testYourOwnFeaturePageCodeIsTheExamplesCode() throws {
    let page = try String(
      contentsOf: Self.root.appendingPathComponent("docs/your-own-feature.md"), encoding: .utf8)
    let blocks = page.components(separatedBy: "```swift\n").dropFirst().map {
      String($0[..<$0.range(of: "```")!.lowerBound])
    }
    XCTAssertGreaterThanOrEqual(blocks.count, 4)
    func source(_ path: String) throws -> String {
      try String(
        contentsOf: Self.package.appendingPathComponent(path), encoding: .utf8)
    }
    func words(_ text: String) -> String {
      text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    let reducer = try source("Sources/inventory/Inventory.swift")
    XCTAssertTrue(blocks.contains(reducer), "the reducer block is Inventory.swift, whole")
    let manifest = try source("Package.swift").split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .filter { !$0.hasPrefix("//") || $0.hasPrefix("// swift-tools-version") }
    .joined(separator: "\n").replacingOccurrences(of: "\"../..\"", with: "\"../tca-shell\"")
    XCTAssertTrue(blocks.contains(manifest), "the Package.swift block is the example's")
    let main = words(try source("Sources/inventory/main.swift"))
    for block in blocks where block.contains("Feature(") && !block.contains("alertDismissed") {
      let registration = words(String(block[block.range(of: "Feature(")!.lowerBound...]))
        .replacingOccurrences(of: ") ])", with: ")")
      XCTAssertTrue(main.contains(registration), "main.swift registers: \(registration)")
    }
    for block in blocks {
      XCTAssertFalse(block.contains("// ..."), "a block leaves code out:\n\(block)")
      XCTAssertFalse(block.contains("Stats") && !block.contains("struct Stats"), block)
    }
    XCTAssertFalse(page.contains("will be in"), "the page links to coming-from-tca as it is")
  }

  /// `summary:` is what `features` prints: the page's block is the example's output.
  func testFeaturesShowsEachRegistrationsSummary() throws {
    let page = try String(
      contentsOf: Self.root.appendingPathComponent("docs/your-own-feature.md"), encoding: .utf8)
    let marker = "```text\ninventory> features\n"
    let start = try XCTUnwrap(page.range(of: marker))
    let shown = page[start.upperBound...].prefix { $0 != "`" }
    let run = try run("features")
    XCTAssertEqual(run.output, String(shown))
    XCTAssertTrue(
      run.output.hasPrefix(
        "* inventory  items with quantities, a filter, and an alert before clearing them\n"))
  }

  /// docs/your-own-feature.md's transcripts are what the example prints today.
  func testYourOwnFeaturePageTranscripts() throws {
    let page = try String(
      contentsOf: Self.root.appendingPathComponent("docs/your-own-feature.md"), encoding: .utf8)
    let marker = "<!-- example-transcript: "
    var rest = page[...]
    var checked = 0
    while let start = rest.range(of: marker) {
      let afterMarker = rest[start.upperBound...]
      let close = try XCTUnwrap(afterMarker.range(of: " -->\n```text\n"))
      let end = try XCTUnwrap(afterMarker[close.upperBound...].range(of: "```"))
      let path = String(afterMarker[..<close.lowerBound])
      let script = try String(
        contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
      let run = try run(script, flags: ["--echo"])
      XCTAssertEqual(run.status, 0, run.errors)
      XCTAssertEqual(
        run.output, String(afterMarker[close.upperBound..<end.lowerBound]),
        "docs/your-own-feature.md: the transcript of \(path) is out of date")
      checked += 1
      rest = afterMarker[end.upperBound...]
    }
    XCTAssertEqual(checked, 2, "the inventory and shelf transcripts")
  }
}
