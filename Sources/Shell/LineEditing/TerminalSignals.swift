import CEdit
import Dispatch

#if canImport(Glibc)
  import Glibc
#endif

/// The signals an interactive session cares about, delivered on the main actor.
///
/// The C handlers (`cedit_signals_install`) only set a flag and write a byte to a pipe; a
/// dispatch source on the main queue reads the pipe and calls the handlers here, where it is
/// safe to touch libedit and the session. SIGTERM, SIGHUP and SIGQUIT restore the terminal's
/// settings in the C handler itself and end the process as usual.
@MainActor
public final class TerminalSignals {
  /// Ctrl-C.
  public var onInterrupt: () -> Void = {}
  /// The window changed size.
  public var onResize: () -> Void = {}
  /// Ctrl-Z. The handler must stop the process (`cedit_suspend_self`) when it sees fit.
  public var onSuspend: () -> Void = { cedit_suspend_self() }

  private var source: (any DispatchSourceRead)?

  /// Installs the handlers; `ttyFD`'s settings are what a fatal signal restores.
  /// Nil when the pipe cannot be made.
  public init?(ttyFD: Int32 = STDIN_FILENO) {
    let pipe = cedit_signals_install(ttyFD)
    guard pipe >= 0 else { return nil }
    let source = DispatchSource.makeReadSource(fileDescriptor: pipe, queue: .main)
    source.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.deliver() }
    }
    source.resume()
    self.source = source
  }

  /// Handles every signal recorded so far. The pipe is emptied first, so a signal that lands
  /// while this runs wakes the source again.
  func deliver() {
    cedit_signals_drain()
    if cedit_signal_take(SIGINT) != 0 { onInterrupt() }
    if cedit_signal_take(SIGWINCH) != 0 { onResize() }
    if cedit_signal_take(SIGTSTP) != 0 { onSuspend() }
    _ = cedit_signal_take(SIGCONT)
  }
}
