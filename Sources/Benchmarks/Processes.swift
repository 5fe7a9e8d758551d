#if canImport(Glibc)
  import Glibc
#endif

/// What a finished child process came to.
struct ChildRun {
  var nanoseconds: UInt64
  /// User and system CPU time, in nanoseconds: what the run cost, whatever else the machine did.
  var cpuNanoseconds: UInt64
  /// Peak resident set size, in KiB (`ru_maxrss`).
  var peakRSS: Int
  var status: Int32
}

/// Runs `path` with `arguments`, stdin from `stdinPath` and stdout to `stdoutPath` (both
/// `/dev/null` by default), and waits for it. `posix_spawn` and `wait4` rather than Foundation's
/// `Process`, whose own overhead would swamp a start-up time of a few milliseconds.
func spawn(
  _ path: String, _ arguments: [String], stdin stdinPath: String = "/dev/null",
  stdout stdoutPath: String = "/dev/null"
) -> ChildRun {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  let argv = ([path] + arguments).map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var pid: pid_t = 0
  let start = now()
  let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
  guard spawned == 0 else {
    fatalError("cannot start \(path): \(String(cString: strerror(spawned)))")
  }
  var status: Int32 = 0
  var usage = rusage()
  while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
  let elapsed = now() - start
  func nanoseconds(_ time: timeval) -> UInt64 {
    UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_usec) * 1_000
  }
  return ChildRun(
    nanoseconds: elapsed, cpuNanoseconds: nanoseconds(usage.ru_utime) + nanoseconds(usage.ru_stime),
    peakRSS: usage.ru_maxrss, status: (status >> 8) & 0xff)
}

/// The size of a file in bytes.
func fileSize(_ path: String) -> Int {
  var info = stat()
  guard stat(path, &info) == 0 else { return 0 }
  return Int(info.st_size)
}

/// Writes `line` (with a newline) `count` times to a fresh temporary file; its path.
func scriptFile(_ name: String, line: String, count: Int) -> String {
  let path = "/tmp/tca-shell-bench-\(getpid())-\(name)"
  guard let file = fopen(path, "w") else { fatalError("cannot write \(path)") }
  let chunk = String(repeating: line + "\n", count: 1024)
  for _ in 0..<(count / 1024) { fputs(chunk, file) }
  for _ in 0..<(count % 1024) { fputs(line + "\n", file) }
  fclose(file)
  return path
}

/// The directory holding this executable (and, after `swift build`, `tca-shell` and `IOFloor`).
func buildDirectory() -> String {
  var buffer = [CChar](repeating: 0, count: 4096)
  let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
  let path =
    count > 0
    ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    : CommandLine.arguments[0]
  guard let slash = path.lastIndex(of: "/") else { return "." }
  return String(path[..<slash])
}
