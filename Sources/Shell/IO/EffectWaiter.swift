import Composable

#if canImport(Glibc)
  import Glibc
#endif

/// How an interactive session waits for a `send`'s effects: a spinner on the terminal while
/// the wait lasts, results printed as they arrive, and Ctrl-C (`interrupt()`) to stop waiting.
/// Stopping the wait does not cancel the effects: they keep running, and the actions they send
/// later print above the prompt.
@MainActor
public final class EffectWaiter {
  /// Where the spinner is drawn (the terminal the prompt is on); nil for no spinner.
  private let spinnerFD: Int32?
  private let output: Output
  private var current: Wait?
  private var spinnerFrame = 0
  private var spinnerShown = false

  /// How long a wait lasts before the spinner shows, and how often it turns.
  static let spinnerDelay: Duration = .milliseconds(150)
  static let spinnerInterval: Duration = .milliseconds(100)
  static let frames = ["|", "/", "-", "\\"]

  public init(output: Output, spinnerFD: Int32?) {
    self.output = output
    self.spinnerFD = spinnerFD
  }

  /// Whether a wait is in progress.
  public var isWaiting: Bool { current != nil }

  /// Runs `work` (a bounded wait for effects) with a spinner, until it ends or `interrupt()`
  /// cancels it.
  public func wait(_ work: @escaping @MainActor () async -> Void) async {
    output.flush()
    var typeAhead = TypeAhead()
    defer { typeAhead.restore() }
    let wait = Wait()
    current = wait
    let spinner = spinnerFD.map { fd in
      Task { @MainActor [weak self] in
        try? await Task.sleep(for: Self.spinnerDelay)
        while !Task.isCancelled, let self {
          self.drawSpinner(fd: fd)
          try? await Task.sleep(for: Self.spinnerInterval)
        }
      }
    }
    await withCheckedContinuation { continuation in
      wait.continuation = continuation
      wait.worker = Task { @MainActor in
        await work()
        wait.end()
      }
    }
    spinner?.cancel()
    eraseSpinner()
    current = nil
  }

  /// Ctrl-C: stops the wait in progress, saying so on the terminal. False when there is none.
  @discardableResult
  public func interrupt() -> Bool {
    guard let wait = current, !wait.ended else { return false }
    eraseSpinner()
    let note = "^C stopped waiting (the effects keep running; what they send prints as it comes)"
    if let spinnerFD {
      let shown = TerminalWrap.wrap(note, width: Terminal.columns(spinnerFD))
      FileDescriptorWriter.write(
        output.colour ? "\u{1B}[2m\(shown)\u{1B}[0m\n" : shown + "\n", to: spinnerFD)
    } else {
      output.line(note, style: .dim)
    }
    wait.end()
    return true
  }

  /// Runs `print` (which writes whole lines) with the spinner out of the way.
  public func printAbove(_ print: () -> Void) {
    let shown = spinnerShown
    eraseSpinner()
    print()
    if shown, let spinnerFD { drawSpinner(fd: spinnerFD) }
  }

  private func drawSpinner(fd: Int32) {
    let frame = Self.frames[spinnerFrame % Self.frames.count]
    spinnerFrame += 1
    let text = Self.spinnerText(frame: frame, columns: Terminal.columns(fd))
    FileDescriptorWriter.write(
      "\r\u{1B}[K" + (output.colour ? "\u{1B}[2m\(text)\u{1B}[0m" : text), to: fd)
    spinnerShown = true
  }

  /// The spinner's line, shortened to fit in `columns` less one: a line that filled the row or
  /// wrapped would leave a copy of itself at every turn (`\r` goes back one row only).
  nonisolated static func spinnerText(frame: String, columns: Int?) -> String {
    let room = (columns ?? 80) - 1
    let texts = [
      "\(frame) waiting for effects (Ctrl-C stops waiting)", "\(frame) waiting (Ctrl-C stops)",
      "\(frame) waiting",
    ]
    return texts.first { $0.count <= room } ?? String(frame.prefix(max(room, 0)))
  }

  private func eraseSpinner() {
    guard spinnerShown, let spinnerFD else { return }
    FileDescriptorWriter.write("\r\u{1B}[K", to: spinnerFD)
    spinnerShown = false
  }

  /// One wait: resumed once, by the effects finishing or by Ctrl-C, whichever comes first.
  @MainActor
  final class Wait {
    var continuation: CheckedContinuation<Void, Never>?
    /// The waiting itself: cancelled by Ctrl-C, so it stops waiting and prints nothing more.
    var worker: Task<Void, Never>?
    private(set) var ended = false

    func end() {
      guard !ended else { return }
      ended = true
      worker?.cancel()
      continuation?.resume()
      continuation = nil
    }
  }
}
