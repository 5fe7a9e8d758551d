// The start-up floor for `Benchmarks startup`: a Foundation hello world, which loads the same
// Swift runtime and Foundation libraries any Foundation program loads, and does nothing else.
import Foundation

print("hello, world \(ProcessInfo.processInfo.processIdentifier > 0 ? "" : "?")")
