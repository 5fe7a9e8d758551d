import Dispatch

#if canImport(Glibc)
  import Glibc
#endif

/// A script's output as it happens: results are held while lines are ready (one write for
/// many lines), but what effects send during a wait is written as it arrives, and SIGINT or
/// SIGTERM (Ctrl-C, `timeout`) write what is held before the process ends, so a piped
/// transcript cut short keeps every action already reduced.
@MainActor
final class ScriptOutput {
  private let output: Output
  private var signalSources: [any DispatchSourceSignal] = []
  private var flushScheduled = false

  init(output: Output) {
    self.output = output
  }

  /// Runs `wait` with each burst of results (one action's lines) written once the piece of
  /// work that made it is done, not at the wait's end.
  func streaming(_ wait: @escaping @MainActor () async -> Void) async {
    output.flush()
    output.onPendingResults = { [weak self] in
      MainActor.assumeIsolated {
        guard let self, !self.flushScheduled else { return }
        self.flushScheduled = true
        Task { @MainActor in
          self.flushScheduled = false
          self.output.flush()
        }
      }
    }
    defer { output.onPendingResults = nil }
    await wait()
  }

  /// Writes out held results on SIGINT and SIGTERM, then ends the process by that signal, as
  /// it would have ended without the handler (the exit status says which signal).
  func flushOnSignals() {
    for signo in [SIGINT, SIGTERM] {
      // A dispatch source sees a signal only when its default action is off.
      signal(signo, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signo, queue: .main)
      source.setEventHandler { [weak self] in
        MainActor.assumeIsolated {
          self?.output.flush()
          signal(signo, SIG_DFL)
          var set = sigset_t()
          sigemptyset(&set)
          sigaddset(&set, signo)
          pthread_sigmask(SIG_UNBLOCK, &set, nil)
          raise(signo)
        }
      }
      source.resume()
      signalSources.append(source)
    }
  }
}
