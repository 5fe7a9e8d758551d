import Composable
import Shell

// libFuzzer entry point: an `expect` line is parsed and checked against a state with every
// kind of field; each input must hold, fail with a message, or be rejected, never crash.

struct SampleState {
  struct Nested { var flag = true }
  var count = 3
  var ratio = 0.5
  var name = "Blob \"Jr\""
  var note: String? = nil
  var tags = ["a", "b"]
  var nested = Nested()
  var scores: [String: Int] = ["x": 1]
}

let state = SampleState()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpect(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let line = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  do {
    guard case .expect(let path, let expected, _)? = try Command.parse("expect " + line) else {
      return 0
    }
    if let failure = try Expectation.check(path: path, expected: expected, in: state) {
      precondition(!failure.isEmpty)
    }
  } catch {
    precondition(!error.message.isEmpty)
  }
  return 0
}
