/// What reading one line produced.
public enum LineEvent: Equatable, Sendable {
  case line(String)
  /// Ctrl-C at the prompt: the half-typed line is discarded; keep going.
  case interrupted
  /// A line the source would not take (longer than ``BufferedLineReader/lineLimit``, or input
  /// that is not text): the reason, said as an error for that line; the next line follows.
  case refused(String)
  case endOfInput
}

/// Somewhere lines come from: a terminal, a pipe, or a list of commands.
@MainActor
public protocol LineSource: AnyObject {
  /// Reads the next line, showing `prompt` where the source shows one. Sources that read a
  /// pipe or a list answer at once; a terminal suspends while the user types.
  func next(prompt: String) async -> LineEvent
  /// Whether a person is typing (prompts and the banner are shown).
  var isInteractive: Bool { get }
  /// A line this source gave, lexed and parsed once for all who read it (a terminal keeps it
  /// in history), before it runs.
  func accept(_ line: ParsedLine)
  /// The next line when it can be had without waiting for input (it is already read); nil
  /// when ``next(prompt:)`` would wait. Output is held while lines are ready, and written in
  /// one go before the source would wait. Synchronous: an async call per scripted line cost
  /// about 500 instructions of a `send` (docs/performance.md).
  func readyLine(prompt: String) -> LineEvent?
  /// The next line of a command written over several lines (a `{ … }` block): as
  /// ``next(prompt:)``, except that Ctrl-C at a terminal ends it (`.interrupted`), dropping
  /// the whole command.
  func continuation(prompt: String) async -> LineEvent
}

extension LineSource {
  public func accept(_ line: ParsedLine) {}
  public func readyLine(prompt: String) -> LineEvent? { nil }
  public func continuation(prompt: String) async -> LineEvent { await next(prompt: prompt) }
}

/// Lines from a fixed list (`-c "send increment; state"`, tests).
public final class ListLineSource: LineSource {
  private var lines: [String]
  private var index = 0
  public let isInteractive = false

  public init(_ lines: [String]) { self.lines = lines }

  public func readyLine(prompt: String) -> LineEvent? { next(prompt: prompt) }

  public func next(prompt: String) -> LineEvent {
    guard index < lines.count else { return .endOfInput }
    defer { index += 1 }
    return .line(lines[index])
  }
}
