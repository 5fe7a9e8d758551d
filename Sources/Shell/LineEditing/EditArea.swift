import CEdit

/// Where the prompt and the line being edited sit on screen: rows and columns counted from the
/// prompt's first character, as libedit lays them out (it wraps at the terminal's width, and a
/// row filled to the last column puts the cursor at the start of the next row).
struct EditArea: Equatable {
  /// Rows from the prompt's first row down to the cursor.
  var cursorRow: Int
  /// Rows from the prompt's first row down to the end of the line.
  var endRow: Int
  /// The column just after the line's last character.
  var endColumn: Int

  /// `promptWidth` and the widths are in terminal columns; `columns` is the terminal's width.
  init(promptWidth: Int, widthBeforeCursor: Int, lineWidth: Int, columns: Int) {
    let columns = max(columns, 1)
    cursorRow = (promptWidth + widthBeforeCursor) / columns
    endRow = (promptWidth + lineWidth) / columns
    endColumn = (promptWidth + lineWidth) % columns
  }

  /// Terminal columns `text` takes: escape sequences (`ESC [ ... final`) and libedit's prompt
  /// markers take none, wide characters (CJK, most emoji) two, combining marks none, other
  /// control characters two (libedit shows them as `^X`).
  /// wcwidth answers by LC_CTYPE: in the C locale every wide character counts as one column.
  private static let utf8Locale: Void = { _ = cedit_use_utf8_ctype() }()

  static func width(_ text: some StringProtocol) -> Int {
    _ = utf8Locale
    var total = 0
    var inEscape = false
    var sawBracket = false
    for scalar in text.unicodeScalars {
      if inEscape {
        if !sawBracket {
          sawBracket = true
          if scalar != "[" { inEscape = false }
          continue
        }
        if (0x40...0x7E).contains(scalar.value) { inEscape = false }
        continue
      }
      switch scalar.value {
      case 0x1B:
        inEscape = true
        sawBracket = false
      case UInt32(PromptText.ignoreMarker):
        continue
      case 0..<0x20, 0x7F:
        total += 2
      default:
        let width = cedit_char_width(scalar.value)
        total += width < 0 ? 1 : Int(width)
      }
    }
    return total
  }
}
