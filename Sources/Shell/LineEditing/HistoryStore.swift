import CEdit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Command history kept in libedit's `History`, with a file format handled by
/// libedit itself (`H_LOAD`/`H_SAVE`: vis(3)-escaped lines after a
/// `_HiStOrY_V2_` header). The file is never parsed by hand.
///
/// Saving merges: the file is read again as it is at save time, only the
/// lines added in this session are appended, the result is trimmed to
/// `limit` entries, and it replaces the file atomically. Two shells that both
/// exit therefore both keep their lines.
///
/// Not thread-safe; use one store from one thread (or actor) at a time.
public final class HistoryStore {
  /// The most entries kept, in memory and in the file.
  public let limit: Int

  /// libedit's history handle; `LineEditor` attaches it with `EL_HIST`.
  let handle: OpaquePointer

  /// Lines added with `add(_:)` that no `save(to:)` has written yet.
  private var unsavedLines: [String] = []

  /// Creates an empty history that keeps at most `limit` entries. Adjacent
  /// duplicates are stored once.
  public init(limit: Int = ShellOptions.defaultHistorySize) {
    precondition(limit > 0, "history limit must be positive")
    // History text goes through the C library's multibyte conversion, so
    // LC_CTYPE must be UTF-8 for non-ASCII lines to survive.
    _ = cedit_use_utf8_ctype()
    guard let handle = cedit_history_init() else {
      fatalError("libedit history_init failed (out of memory)")
    }
    self.limit = limit
    self.handle = handle
    Self.configure(handle, limit: limit)
  }

  deinit {
    cedit_history_end(handle)
  }

  /// The entries, oldest first.
  public var entries: [String] { Self.entries(of: handle) }

  /// Adds a line (the caller decides which lines are worth keeping). It is
  /// available to Up-arrow recall at once and is written by the next save.
  public func add(_ line: String) {
    _ = cedit_history_enter(handle, line)
    unsavedLines.append(line)
  }

  /// Removes every entry from memory (the file is untouched) and forgets the
  /// unsaved lines.
  public func clear() {
    _ = cedit_history_clear(handle)
    unsavedLines.removeAll()
  }

  /// Appends the entries of a history file to memory. A missing or empty file
  /// is not an error; a file libedit cannot read is. Entries that are not UTF-8 are repaired
  /// first (see `HistoryRepair`); returns how many were, for a warning.
  @discardableResult
  public func load(from path: String) throws(HistoryFileError) -> Int {
    // A device or a FIFO is not read: `/dev/null` is the usual way to keep no history, and a
    // FIFO would block the prompt.
    guard Self.kind(of: Self.resolvedTarget(path)) == .regular, Self.hasContent(path) else {
      return 0
    }
    guard let repaired = Self.load(handle, from: path) else {
      throw HistoryFileError(path: path, reason: "not a readable history file")
    }
    return repaired
  }

  /// Reads `path` into `history`, through a repaired copy when some entries are not UTF-8;
  /// the number repaired, or nil when libedit cannot read the file.
  private static func load(_ history: OpaquePointer, from path: String) -> Int? {
    guard let bytes = readAll(path), let repair = HistoryRepair.repaired(bytes) else {
      return cedit_history_load(history, path) < 0 ? nil : 0
    }
    var template = Array("/tmp/tca-shell-history.XXXXXX".utf8CString)
    let fd = mkstemp(&template)
    guard fd >= 0 else { return cedit_history_load(history, path) < 0 ? nil : 0 }
    let copy = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer { unlink(copy) }
    let written = repair.text.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    close(fd)
    guard written == repair.text.count, cedit_history_load(history, copy) >= 0 else { return nil }
    return repair.entries
  }

  private static func readAll(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return count == 0 ? bytes : nil }
      bytes += chunk[..<count]
    }
  }

  /// Merges this session's new lines into the file at `path`.
  ///
  /// 1. Creates missing parent directories (mode 0700).
  /// 2. Takes an exclusive `flock` on `<path>.lock` so two shells saving at
  ///    the same moment do not lose each other's lines.
  /// 3. Reads the file as it is now, appends the lines added since the last
  ///    save, drops adjacent duplicates and keeps the newest `limit` entries.
  /// 4. Writes a temporary file (mode 0600) in the same directory, syncs it
  ///    and renames it over the target, so readers see the old or the new
  ///    file and never half of one. A symbolic link at `path` is followed.
  ///
  /// If the existing file cannot be read as history, it is left alone and an
  /// error is thrown. A null device (`/dev/null`) takes nothing and is left as it is; any other
  /// file that is not a regular one (a device, a FIFO, a directory) is an error, never replaced.
  public func save(to path: String) throws(HistoryFileError) {
    let target = Self.resolvedTarget(path)
    switch Self.kind(of: target) {
    case .missing, .regular: break
    case .nullDevice:
      unsavedLines.removeAll()
      return
    case .other:
      throw HistoryFileError(path: target, reason: "not a regular file; not overwritten")
    }
    let directory = Self.parentDirectory(of: target)
    try Self.makeDirectories(directory)

    let lock = try Self.lockFile(target + ".lock")
    defer { close(lock) }

    guard let merged = cedit_history_init() else {
      throw HistoryFileError(path: target, reason: "out of memory")
    }
    defer { cedit_history_end(merged) }
    Self.configure(merged, limit: limit)
    if Self.hasContent(target), Self.load(merged, from: target) == nil {
      throw HistoryFileError(
        path: target, reason: "existing file is not a readable history file; not overwritten")
    }
    for line in unsavedLines {
      _ = cedit_history_enter(merged, line)
    }
    try Self.atomicWrite(merged, to: target, directory: directory)
    unsavedLines.removeAll()
  }

  // MARK: - Helpers

  private static func configure(_ history: OpaquePointer, limit: Int) {
    _ = cedit_history_setsize(history, Int32(clamping: limit))
    _ = cedit_history_setunique(history, 1)
  }

  static func entries(of history: OpaquePointer) -> [String] {
    var result: [String] = []
    var entry = cedit_history_last(history)
    while let text = entry {
      result.append(String(cString: text))
      entry = cedit_history_prev(history)
    }
    return result
  }

  /// True when `path` names a file with at least one byte.
  private static func hasContent(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_size > 0
  }

  /// The file a save should replace: the destination of a symbolic link (followed link by
  /// link, so a link to a file not made yet names that file), so the link survives; otherwise
  /// `path` itself.
  static func resolvedTarget(_ path: String) -> String {
    var current = path
    for _ in 0..<40 {  // as the kernel's limit on links in a path (ELOOP)
      var info = stat()
      guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { return current }
      let destination = String(
        decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current =
        destination.hasPrefix("/") ? destination : parentDirectory(of: current) + "/" + destination
    }
    return current
  }

  /// What stands at a history path, as a save and a load treat it.
  enum FileKind: Equatable {
    case missing, regular
    /// A character device that is the null device (`/dev/null`, or a node made like it).
    case nullDevice
    /// A directory, another device, a FIFO or a socket.
    case other
  }

  static func kind(of path: String) -> FileKind {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regular
    case S_IFCHR:
      var null = stat()
      return stat("/dev/null", &null) == 0 && null.st_rdev == info.st_rdev ? .nullDevice : .other
    default: return .other
    }
  }

  static func parentDirectory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let parent = String(path[..<slash])
    return parent.isEmpty ? "/" : parent
  }

  /// Why a save to `path` would fail before it starts, in the system's words, or nil: the
  /// nearest existing directory above it is not a directory, or this user cannot write in it.
  /// Checked once at start so that a bad `--history-file` is said once (as psql says it),
  /// not at every line.
  public static func unwritableReason(_ path: String) -> String? {
    let target = resolvedTarget(path)
    switch kind(of: target) {
    case .nullDevice: return nil
    case .other: return "\(target) is not a regular file"
    case .missing, .regular: break
    }
    var directory = parentDirectory(of: target)
    var info = stat()
    while stat(directory, &info) != 0 {
      guard errno == ENOENT || errno == ENOTDIR else { return String(cString: strerror(errno)) }
      let parent = parentDirectory(of: directory)
      if parent == directory { return String(cString: strerror(ENOENT)) }
      directory = parent
    }
    if (info.st_mode & S_IFMT) != S_IFDIR { return "\(directory) is not a directory" }
    if access(directory, W_OK | X_OK) != 0 {
      return "\(directory): \(String(cString: strerror(errno)))"
    }
    return nil
  }

  /// `mkdir -p` with mode 0700 for the directories it creates.
  static func makeDirectories(_ directory: String) throws(HistoryFileError) {
    var info = stat()
    if stat(directory, &info) == 0 {
      if (info.st_mode & S_IFMT) == S_IFDIR { return }
      throw HistoryFileError(path: directory, reason: "not a directory")
    }
    let parent = parentDirectory(of: directory)
    if parent != directory {
      try makeDirectories(parent)
    }
    if mkdir(directory, 0o700) != 0, errno != EEXIST {
      throw HistoryFileError(path: directory, reason: systemError("mkdir"))
    }
  }

  private static func lockFile(_ path: String) throws(HistoryFileError) -> Int32 {
    let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    if fd < 0 {
      throw HistoryFileError(path: path, reason: systemError("open"))
    }
    while flock(fd, LOCK_EX) != 0 {
      if errno == EINTR { continue }
      let reason = systemError("flock")
      close(fd)
      throw HistoryFileError(path: path, reason: reason)
    }
    return fd
  }

  private static func atomicWrite(
    _ history: OpaquePointer, to target: String, directory: String
  ) throws(HistoryFileError) {
    var template = Array((target + ".XXXXXX").utf8CString)
    let fd = mkstemp(&template)  // creates the file with mode 0600
    if fd < 0 {
      throw HistoryFileError(path: directory, reason: systemError("mkstemp"))
    }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let stream = fdopen(fd, "w") else {
      let reason = systemError("fdopen")
      close(fd)
      unlink(temporary)
      throw HistoryFileError(path: temporary, reason: reason)
    }
    var failure: String?
    if cedit_history_save_fp(history, stream) < 0 {
      failure = "libedit could not write the history"
    } else if fflush(stream) != 0 {
      failure = systemError("write")
    } else if fsync(fd) != 0 {
      failure = systemError("fsync")
    }
    if fclose(stream) != 0, failure == nil {
      failure = systemError("close")
    }
    if failure == nil, rename(temporary, target) != 0 {
      failure = systemError("rename")
    }
    if let failure {
      unlink(temporary)
      throw HistoryFileError(path: target, reason: failure)
    }
  }

  private static func systemError(_ call: String) -> String {
    "\(call): \(String(cString: strerror(errno)))"
  }
}
