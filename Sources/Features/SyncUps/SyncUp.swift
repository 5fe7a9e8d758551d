import Composable

/// A recurring meeting, as in TCA's "Building SyncUps" tutorial (kept in memory here): a title,
/// how long it lasts, who attends, and the meetings held so far.
public struct SyncUp: Equatable, Identifiable, Sendable {
  public var id: Int
  public var attendees: IdentifiedArrayOf<Attendee> = []
  public var minutes = 5
  public var meetings: [Meeting] = []
  public var title = ""

  public init(
    id: Int, attendees: IdentifiedArrayOf<Attendee> = [], minutes: Int = 5,
    meetings: [Meeting] = [], title: String = ""
  ) {
    self.id = id
    self.attendees = attendees
    self.minutes = minutes
    self.meetings = meetings
    self.title = title
  }

  /// Each speaker's share of the meeting, in seconds (at least one).
  public var secondsPerAttendee: Int {
    max(1, minutes * 60 / max(1, attendees.count))
  }
}

/// Someone who attends a sync-up.
public struct Attendee: Equatable, Identifiable, Sendable {
  public var id: Int
  public var name = ""

  public init(id: Int, name: String = "") {
    self.id = id
    self.name = name
  }
}

/// A meeting that was held: how many seconds it ran.
public struct Meeting: Equatable, Identifiable, Sendable {
  public var id: Int
  public var secondsElapsed: Int

  public init(id: Int, secondsElapsed: Int) {
    self.id = id
    self.secondsElapsed = secondsElapsed
  }
}
