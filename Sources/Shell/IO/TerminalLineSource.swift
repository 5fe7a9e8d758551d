#if canImport(Glibc)
  import Glibc
#endif

/// Lines typed at a terminal, through libedit: a coloured prompt, emacs editing, history kept
/// across runs, and Tab completion from the session.
@MainActor
public final class TerminalLineSource: LineSource {
  public let isInteractive = true
  private let editor: LineEditor
  private let historyFile: String?
  private let colour: Bool
  /// Decides whether a line may be kept in history (lines setting a secret may not).
  public var keepsInHistory: (String) -> Bool = { _ in true }

  /// Uses `historyFile` for history (nil: history lives only as long as the session).
  public init(historyFile: String?, colour: Bool, completion: @escaping (String) -> [String]) {
    editor = LineEditor(programName: "tca-shell")
    self.historyFile = historyFile
    self.colour = colour
    editor.completion = completion
    if let historyFile {
      do {
        try editor.loadHistory(from: historyFile)
      } catch {
        FileDescriptorWriter.write("warning: \(error); history starts empty\n", to: STDERR_FILENO)
      }
    }
  }

  public func next(prompt: String) -> LineEvent {
    let shown = colour ? "\u{1B}[1;34m\(prompt)\u{1B}[0m" : prompt
    switch editor.readLine(prompt: shown) {
    case .line(let line):
      remember(line)
      return .line(line)
    case .interrupted:
      return .interrupted
    case .endOfInput:
      return .endOfInput
    }
  }

  /// Keeps a line in history unless it is blank, starts with a space (bash's `ignorespace`),
  /// or sets a secret; saved at once, merged with what other shells saved meanwhile.
  private func remember(_ line: String) {
    guard !line.trimmingBlanks.isEmpty, !line.hasPrefix(" "), keepsInHistory(line) else { return }
    editor.addHistory(line)
    guard let historyFile else { return }
    do {
      try editor.saveHistory(to: historyFile)
    } catch {
      FileDescriptorWriter.write("warning: \(error)\n", to: STDERR_FILENO)
    }
  }

  /// `$XDG_STATE_HOME/tca-shell/history`, or `~/.local/state/tca-shell/history` when unset.
  public static var defaultHistoryFile: String? {
    if let state = getenv("XDG_STATE_HOME"), state.pointee != 0 {
      return String(cString: state) + "/tca-shell/history"
    }
    guard let home = getenv("HOME"), home.pointee != 0 else { return nil }
    return String(cString: home) + "/.local/state/tca-shell/history"
  }
}
