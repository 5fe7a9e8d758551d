import Composable
import ComposableTesting
import Foundation

/// Collects a test store's failure messages, for tests that expect it to fail.
final class Failures: Sendable {
  private let storage = Locked<[String]>([])

  var reporter: TestFailureReporter {
    { message, _, _ in self.storage.withLock { $0.append(message) } }
  }

  var messages: [String] { storage.withLock { $0 } }
}

/// What `body` writes to standard output (`print`), for checking printed text byte for byte.
/// Tests run one at a time in this process, so nothing else writes meanwhile.
@MainActor
func capturingStandardOutput(_ body: () async throws -> Void) async rethrows -> String {
  fflush(nil)
  let saved = dup(STDOUT_FILENO)
  var ends: [Int32] = [0, 0]
  precondition(pipe(&ends) == 0, "pipe failed")
  dup2(ends[1], STDOUT_FILENO)
  close(ends[1])
  defer {
    fflush(nil)
    dup2(saved, STDOUT_FILENO)
    close(saved)
  }
  try await body()
  fflush(nil)
  dup2(saved, STDOUT_FILENO)
  // The pipe's write end is closed now (both copies), so reading ends at what was written.
  let data = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true).readDataToEndOfFile()
  return String(decoding: data, as: UTF8.self)
}
