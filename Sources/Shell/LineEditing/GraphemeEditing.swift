import CEdit
import Foundation

/// Editing steps over whole grapheme clusters, as the terminal draws them: `e` with a combining
/// acute is one `é` on screen, so Backspace, Delete and the arrows take or pass both scalars
/// (libedit alone steps one scalar, leaving a line that differs from what the screen shows).
extension LineEditor {
  /// The keys rebound here, with the function each runs.
  static let clusterKeys: [(key: String, function: String)] = [
    ("^?", "tca-delete-prev-cluster"), ("^H", "tca-delete-prev-cluster"),
    ("\u{1B}[3~", "tca-delete-next-cluster"), ("^D", "tca-delete-next-cluster"),
    ("^B", "tca-prev-cluster"), ("\u{1B}[D", "tca-prev-cluster"), ("\u{1B}OD", "tca-prev-cluster"),
    ("^F", "tca-next-cluster"), ("\u{1B}[C", "tca-next-cluster"), ("\u{1B}OC", "tca-next-cluster"),
  ]

  /// Registers the cluster functions and binds the keys to them.
  func bindClusterEditing() {
    let functions: [(String, String, cedit_key_fn)] = [
      (
        "tca-delete-prev-cluster", "Delete the character before the cursor",
        { editLine, _ in LineEditor.run(editLine) { $0.deletePreviousCluster() } }
      ),
      (
        "tca-delete-next-cluster", "Delete the character at the cursor, or leave on an empty line",
        { editLine, key in LineEditor.run(editLine) { $0.deleteNextCluster(key: key) } }
      ),
      (
        "tca-prev-cluster", "Move one character left",
        { editLine, _ in LineEditor.run(editLine) { $0.moveOverCluster(forward: false) } }
      ),
      (
        "tca-next-cluster", "Move one character right",
        { editLine, _ in LineEditor.run(editLine) { $0.moveOverCluster(forward: true) } }
      ),
    ]
    for (name, help, function) in functions { _ = cedit_addfn(editLine, name, help, function) }
    for (key, function) in Self.clusterKeys { _ = cedit_bind(editLine, key, function) }
  }

  private static func run(
    _ editLine: OpaquePointer?, _ body: @MainActor (LineEditor) -> UInt8
  ) -> UInt8 {
    guard let editLine, let data = cedit_get_clientdata(editLine) else { return UInt8(CC_ERROR) }
    let editor = Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    return MainActor.assumeIsolated { body(editor) }
  }

  /// The line before and after the cursor, as text.
  func lineAroundCursor() -> (before: String, after: String) {
    let info = cedit_line(editLine).pointee
    guard let buffer = info.buffer, let cursor = info.cursor, let last = info.lastchar else {
      return ("", "")
    }
    let before = String(
      decoding: UnsafeRawBufferPointer(start: buffer, count: max(buffer.distance(to: cursor), 0)),
      as: UTF8.self)
    let after = String(
      decoding: UnsafeRawBufferPointer(start: cursor, count: max(cursor.distance(to: last), 0)),
      as: UTF8.self)
    return (before, after)
  }

  func deletePreviousCluster() -> UInt8 {
    guard let cluster = lineAroundCursor().before.last else { return UInt8(CC_REFRESH_BEEP) }
    cedit_deletestr(editLine, Int32(cluster.unicodeScalars.count))
    return UInt8(CC_REFRESH)
  }

  func deleteNextCluster(key: Int32) -> UInt8 {
    let (before, after) = lineAroundCursor()
    if before.isEmpty && after.isEmpty { return UInt8(CC_EOF) }
    // Ctrl-D at the end of a lesson step's line (`play`) stops the lesson, as it leaves an empty
    // prompt: the step's line is never empty, so it could not otherwise.
    if key == 4, after.isEmpty, prefill != nil { return UInt8(CC_EOF) }
    guard let cluster = after.first else { return UInt8(CC_REFRESH_BEEP) }
    let count = Int32(cluster.unicodeScalars.count)
    _ = cedit_cursor(editLine, count)
    cedit_deletestr(editLine, count)
    return UInt8(CC_REFRESH)
  }

  func moveOverCluster(forward: Bool) -> UInt8 {
    let (before, after) = lineAroundCursor()
    guard let cluster = forward ? after.first : before.last else {
      return UInt8(CC_REFRESH_BEEP)
    }
    let count = Int32(cluster.unicodeScalars.count)
    _ = cedit_cursor(editLine, forward ? count : -count)
    return UInt8(CC_CURSOR)
  }

  /// After a key: a combining mark just typed after its base (`e` then U+0301) is replaced,
  /// with the base, by the one precomposed character they stand for (`é`) when Unicode has
  /// one. libedit gives a combining mark a screen cell of its own and loses it when it redraws
  /// part of the line; one character draws as it is sent. Canonically the text is the same.
  func composeBeforeCursor() {
    let before = lineAroundCursor().before
    guard let last = before.unicodeScalars.last, last.value >= 0x300,
      cedit_char_width(last.value) == 0, let cluster = before.last,
      cluster.unicodeScalars.count > 1
    else { return }
    let composed = String(cluster).precomposedStringWithCanonicalMapping
    guard composed.unicodeScalars.count < cluster.unicodeScalars.count else { return }
    cedit_deletestr(editLine, Int32(cluster.unicodeScalars.count))
    _ = cedit_insertstr(editLine, composed)
  }
}
