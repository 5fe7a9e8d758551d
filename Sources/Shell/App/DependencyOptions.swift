import Composable
import Foundation

/// The `date` and `uuid` dependencies the shell gives every store: live by default, or fixed so
/// that a script prints the same bytes on every run (`--date ISO8601`, `--uuid incrementing`,
/// `set date …`, `set uuid …`).
///
/// Stores read the settings each time a reducer or effect asks, so `set date` takes effect at once
/// for every feature, not only for stores made afterwards.
public final class DependencySettings: Sendable {
  /// What `uuid()` answers.
  public enum UUIDMode: Equatable, Sendable {
    /// Random (`UUID()`).
    case live
    /// `00000000-0000-0000-0000-000000000000`, then `…001`, … as swift-dependencies'
    /// `.incrementing` (one count for the whole session).
    case incrementing
  }

  private struct Values {
    var date: Date?
    var uuid: UUIDMode = .live
    /// The incrementing generator's count: the number of the next UUID it makes.
    var count = 0
    /// The UUIDs the live generator made, for `save` to tell them from UUIDs typed or made
    /// otherwise (an `AlertState`'s own `id` is `UUID()`, not the dependency's, and is not
    /// compared by its `==`).
    var liveMade: Set<UUID> = []
  }

  private let values = Locked(Values())

  public init(date: Date? = nil, uuid: UUIDMode = .live) {
    values.withLock {
      $0.date = date
      $0.uuid = uuid
    }
  }

  /// The constant date, or nil for the system's clock.
  public var date: Date? {
    get { values.withLock { $0.date } }
    set { values.withLock { $0.date = newValue } }
  }

  public var uuid: UUIDMode {
    get { values.withLock { $0.uuid } }
    set {
      values.withLock {
        $0.uuid = newValue
        // Switching to incrementing starts again from zero, as a fresh `.incrementing` does.
        $0.count = 0
      }
    }
  }

  /// How many UUIDs the incrementing generator has made: the next is `UUID(uuidCount)`. Time
  /// travel sets it back with the state, so that a UUID made after `undo` is the one a replay
  /// of the commands still in effect makes (0 while the generator is live and never used).
  public var uuidCount: Int {
    get { values.withLock { $0.count } }
    set { values.withLock { $0.count = newValue } }
  }

  /// Installs both dependencies into `dependencies`, reading these settings on every call; while
  /// one is live, the value already there answers (the system's, or one a host set around the
  /// store).
  public func install(into dependencies: inout DependencyValues) {
    let outerDate = dependencies.date
    let outerUUID = dependencies.uuid
    dependencies.date = DateGenerator { [self] in date ?? outerDate.now }
    dependencies.uuid = UUIDGenerator { [self] in
      let next: Int? = values.withLock { values in
        guard values.uuid == .incrementing else { return nil }
        defer { values.count += 1 }
        return values.count
      }
      if let next { return UUID(next) }
      let made = outerUUID()
      values.withLock { _ = $0.liveMade.insert(made) }
      return made
    }
  }

  /// Whether the live `uuid` dependency made `uuid` (random: a replay makes another).
  public func madeLive(_ uuid: UUID) -> Bool { values.withLock { $0.liveMade.contains(uuid) } }

  /// The `set` commands that reproduce these settings at the top of a script (`set date
  /// 2026-01-01T00:00:00Z`, `set uuid incrementing`), so that it replays the same without
  /// flags; empty when both are live.
  public var setCommands: [String] {
    var lines: [String] = []
    if let date { lines.append("set date \(Self.text(date))") }
    if uuid == .incrementing { lines.append("set uuid incrementing") }
    return lines
  }

  /// `2026-01-01T00:00:00Z` (with `.123` when the date has milliseconds).
  public static func text(_ date: Date) -> String {
    let seconds = date.timeIntervalSince1970
    return ISO8601Date.formatterText(date, milliseconds: seconds.rounded(.down) != seconds)
  }

  /// Reads an ISO 8601 date with a time zone (`2026-01-01T00:00:00Z`, with or without
  /// fractional seconds), or `live` (nil); `what` names the flag or command in the message.
  public static func parseDate(_ text: String, what: String) throws(ShellError) -> Date? {
    if text == "live" { return nil }
    if let date = ISO8601Date.parse(text) { return date }
    throw ShellError(
      "\(what) needs an ISO 8601 date and time with a zone (e.g. 2026-01-01T00:00:00Z) or 'live', got '\(text)'"
    )
  }

  /// Reads `live` or `incrementing`.
  public static func parseUUID(_ text: String, what: String) throws(ShellError) -> UUIDMode {
    switch text {
    case "live": return .live
    case "incrementing": return .incrementing
    default:
      throw ShellError(
        "\(what) must be 'live' or 'incrementing', got '\(text)'\(Suggestion.hint(for: text, in: ["live", "incrementing"]))"
      )
    }
  }
}
