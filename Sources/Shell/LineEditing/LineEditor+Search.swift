import CEdit

#if canImport(Glibc)
  import Glibc
#endif

/// Ctrl-R's search (`HistorySearch`) at the terminal: its keys are read here, between the calls
/// into libedit, so the main actor is free while it is open.
extension LineEditor {
  /// Binds Ctrl-R to the search.
  func bindHistorySearch() {
    _ = cedit_addfn(
      editLine, "tca-search-history", "Search back through history",
      { editLine, _ in
        guard let editLine, let data = cedit_get_clientdata(editLine) else {
          return UInt8(CC_ERROR)
        }
        let editor = Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
        return MainActor.assumeIsolated { editor.beginSearch() }
      })
    _ = cedit_bind(editLine, "^R", "tca-search-history")
  }

  /// Ctrl-R at the line: the search starts from the line as it is.
  func beginSearch() -> UInt8 {
    let (before, after) = lineAroundCursor()
    search = HistorySearch(original: before + after)
    showSearch()
    return UInt8(CC_REFRESH)
  }

  /// Handles one key if one can be read without waiting; false when there was none (the
  /// caller waits for one).
  func searchKey() -> Bool {
    guard var search, let byte = readByte(waitingMilliseconds: 0) else { return false }
    let entries = history.entries
    switch byte {
    case 0x12:  // Ctrl-R: older
      search.older(in: entries)
    case 0x7F, 0x08:  // Backspace
      search.erase(in: entries)
    case 0x07:  // Ctrl-G: the line as it was
      endSearch(showing: search.original)
      return true
    case 0x1B:
      // A lone Escape ends the search; the start of a key's sequence (an arrow) ends it and
      // acts on the line found.
      let sequence = readByte(waitingMilliseconds: 30)
      endSearch(
        showing: search.line(in: entries),
        then: sequence.map { [0x1B, $0] })
      return true
    case 0x0D, 0x0A:  // Enter: runs the line found
      endSearch(showing: search.line(in: entries), then: [0x0D])
      return true
    case 0x00..<0x20:  // another key: ends the search and acts on the line found
      endSearch(showing: search.line(in: entries), then: [byte])
      return true
    default:
      var bytes = [byte]
      let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      while bytes.count < length, let next = readByte(waitingMilliseconds: 30) {
        bytes.append(next)
      }
      search.type(String(decoding: bytes, as: UTF8.self), in: entries)
    }
    self.search = search
    showSearch()
    return true
  }

  /// Draws the search: its prompt, and the line it found.
  private func showSearch() {
    guard let search else { return }
    redraw(prompt: search.prompt, line: search.line(in: history.entries))
  }

  /// Draws `prompt` and `line` over the line on screen (libedit's refresh draws from where
  /// the cursor is: it goes to the start of the line's first row first).
  private func redraw(prompt: String, line: String) {
    let area = currentArea()
    var erase = "\r"
    if area.cursorRow > 0 { erase += "\u{1B}[\(area.cursorRow)A" }
    write(erase + "\u{1B}[J")
    replaceLine(with: line)
    setPrompt(prompt)
    promptWidth = EditArea.width(prompt)
    _ = cedit_refresh(editLine)
  }

  /// Leaves the search with `line` in the editor, under the line's own prompt again; `keys`
  /// are handed to libedit as if typed next (Enter runs the line).
  func endSearch(showing line: String, then keys: [UInt8]? = nil) {
    search = nil
    redraw(prompt: currentPrompt, line: line)
    if let keys {
      let text = String(decoding: keys, as: UTF8.self)
      cedit_push(editLine, text)
    }
  }

  /// Replaces the whole line being edited with `text`, the cursor at its end.
  private func replaceLine(with text: String) {
    let (before, after) = lineAroundCursor()
    let afterCount = after.unicodeScalars.count
    if afterCount > 0 { _ = cedit_cursor(editLine, Int32(afterCount)) }
    let count = before.unicodeScalars.count + afterCount
    if count > 0 { cedit_deletestr(editLine, Int32(count)) }
    if !text.isEmpty { _ = cedit_insertstr(editLine, text) }
  }

  /// One byte of input if it comes within `milliseconds`.
  private func readByte(waitingMilliseconds milliseconds: Int32) -> UInt8? {
    var entry = pollfd(fd: inputFD, events: Int16(POLLIN), revents: 0)
    guard poll(&entry, 1, milliseconds) == 1, entry.revents & Int16(POLLIN) != 0 else {
      return nil
    }
    var byte: UInt8 = 0
    return read(inputFD, &byte, 1) == 1 ? byte : nil
  }
}
