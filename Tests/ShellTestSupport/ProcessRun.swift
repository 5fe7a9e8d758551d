import Foundation

/// What a process printed on its two streams and how it ended: the tests that run the built
/// executable (or the example's) as a user would, with a script on a pipe.
public struct ProcessRun {
  public var output: String
  public var errors: String
  public var status: Int32

  /// Runs `executable` with `arguments`, writes `stdin` to its input and closes it, then waits
  /// for it to end. `environment` nil: the test's own.
  public static func run(
    _ executable: URL, arguments: [String], environment: [String: String]? = nil, stdin: Data
  ) throws -> ProcessRun {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(stdin)
    try input.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessRun(
      output: String(decoding: out, as: UTF8.self), errors: String(decoding: err, as: UTF8.self),
      status: process.terminationStatus)
  }
}
