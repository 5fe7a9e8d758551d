/// The part of a TCA lesson a command belongs to: `help` lists the commands under these
/// headings, in this order. Each command names its group in its declaration (`CommandInfo`).
public enum CommandGroup: String, CaseIterable, Sendable {
  case basics
  case presentation
  case effectsAndTime = "effects and time"
  case navigation
  case testing
  case history
}
