/// The decision a Tab press leads to, independent of libedit.
enum CompletionAction: Equatable {
  /// Insert this text at the cursor.
  case insert(String)
  /// Nothing new can be inserted; show these candidates.
  case list([String])
  /// No candidate: beep and change nothing.
  case none
}

enum Completion {
  /// The word the cursor is at the end of: the text after the last space or
  /// tab before the cursor (empty at the start of a word).
  static func currentWord(_ lineBeforeCursor: String) -> Substring {
    let scalars = lineBeforeCursor.unicodeScalars
    guard let separator = scalars.lastIndex(where: { $0 == " " || $0 == "\t" }) else {
      return lineBeforeCursor[...]
    }
    return Substring(scalars[scalars.index(after: separator)...])
  }

  /// Decides what Tab does, given the word being typed and the candidates
  /// offered for it. Candidates that do not start with the word are ignored.
  /// One match is inserted with a space after it, unless it ends in `.`, `=`
  /// or `/` (there is more to type).
  static func action(word: Substring, candidates: [String]) -> CompletionAction {
    let wordBytes = Array(word.utf8)
    var seen = Set<String>()
    let matches = candidates.filter { candidate in
      candidate.utf8.starts(with: wordBytes) && seen.insert(candidate).inserted
    }
    switch matches.count {
    case 0:
      return .none
    case 1:
      let match = matches[0]
      let space = match.last.map(continuesWord) == true ? "" : " "
      return .insert(remainder(of: match, after: wordBytes.count) + space)
    default:
      let prefix = commonPrefix(matches)
      let extra = remainder(of: prefix, after: wordBytes.count)
      return extra.isEmpty ? .list(matches.sorted()) : .insert(extra)
    }
  }

  /// Whether a candidate ending in `character` is only the start of a word (a child action
  /// `settings.`, a label `first=`, a directory `flows/`), so no space follows it.
  static func continuesWord(_ character: Character) -> Bool {
    character == "." || character == "=" || character == "/"
  }

  /// Longest common prefix, cut on Unicode scalar boundaries.
  static func commonPrefix(_ strings: [String]) -> String {
    guard var prefix = strings.first.map({ Array($0.unicodeScalars) }) else { return "" }
    for string in strings.dropFirst() {
      var length = 0
      for (a, b) in zip(prefix, string.unicodeScalars) {
        if a != b { break }
        length += 1
      }
      prefix.removeSubrange(length...)
    }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: prefix)
    return String(result)
  }

  /// `string` without its first `byteCount` UTF-8 bytes. The cut is on a
  /// scalar boundary because the dropped bytes are a whole UTF-8 string.
  private static func remainder(of string: String, after byteCount: Int) -> String {
    String(decoding: string.utf8.dropFirst(byteCount), as: UTF8.self)
  }

  /// Lays candidates out in columns, filled top to bottom, to fit `width`
  /// terminal columns. Returns the lines to print, without newlines.
  static func columns(_ items: [String], width: Int) -> [String] {
    guard !items.isEmpty else { return [] }
    let widest = items.map(\.count).max() ?? 0
    let columnWidth = widest + 2
    let columnCount = max(1, min(items.count, (max(width, 1) + 2) / columnWidth))
    let rowCount = (items.count + columnCount - 1) / columnCount
    var lines: [String] = []
    for row in 0..<rowCount {
      var line = ""
      for column in 0..<columnCount {
        let index = column * rowCount + row
        guard index < items.count else { break }
        let item = items[index]
        let isLast = column == columnCount - 1 || (column + 1) * rowCount + row >= items.count
        line += isLast ? item : item + String(repeating: " ", count: columnWidth - item.count)
      }
      lines.append(line)
    }
    return lines
  }
}
