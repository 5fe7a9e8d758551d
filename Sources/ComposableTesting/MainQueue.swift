import Dispatch
import Foundation

/// Whether code runs on the main dispatch queue, which is the main actor's executor on Linux.
/// `Thread.isMainThread` cannot say: under Swift Testing (6.3.1, Linux) the main queue, and so
/// the main actor, is drained by a thread that is not the process's main thread.
enum MainQueue {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  /// Tags the main queue, once, so that ``isCurrent`` can recognize it later.
  static func mark() { _ = marked }

  /// Whether the caller runs on the main queue (true only after ``mark()``), or on the main
  /// thread, where XCTest runs the main actor.
  static var isCurrent: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
  }
}
