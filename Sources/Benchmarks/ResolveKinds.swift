import Composable
import Foundation
import ShellHosting

/// An action with one case per payload kind a user writes at the shell, for the per-kind rows
/// of `resolve`.
enum PayloadKinds: Sendable {
  case int(Int)
  case double(Double)
  case bool(Bool)
  case string(String)
  case optional(String?)
  case pair(count: Int, name: String)
  case filter(Filter)
  case uuid(UUID)
  case date(Date)
  case url(URL)
  case array([Int])
  case item(Item)

  enum Filter: String, CaseIterable, Sendable { case all, active, completed }
  struct Item: Decodable, Sendable {
    let name: String
    let quantity: Int
  }

  /// The kinds the hand catalogs could build before issue 12, written as they were.
  static let handCatalog: [ActionCase<PayloadKinds>] = [
    .case("int", .value) { .int($0) },
    .case("double", .value) { .double($0) },
    .case("bool", .value) { .bool($0) },
    .case("string", .value) { .string($0) },
    .case("optional", .value) { .optional($0) },
    .case("pair", .labeled("count"), .labeled("name")) { .pair(count: $0, name: $1) },
  ]

  /// One line per kind: the hand catalog's case for it, or nil where it had none.
  static let lines: [(line: String, hand: Bool)] = [
    ("int 3", true), ("double 2.5", true), ("bool true", true), ("string \"Blob\"", true),
    ("optional nil", true), ("pair 2 \"Hat\"", true), ("filter completed", false),
    ("uuid \"DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF\"", false),
    ("date \"2026-11-30T15:00:00Z\"", false), ("url \"https://example.com\"", false),
    ("array [1, 2]", false), ("item Item(name: \"Hat\", quantity: 2)", false),
  ]
}
