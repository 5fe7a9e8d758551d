/// The decision a Tab press leads to, independent of libedit.
enum CompletionAction: Equatable {
  /// Insert this text at the cursor.
  case insert(String)
  /// Replace the word before the cursor (`count` Unicode scalars, as typed) with `text`: the
  /// candidate needs quotes the typed start did not have.
  case replace(count: Int, with: String)
  /// Nothing new can be inserted; show these candidates.
  case list([String])
  /// No candidate: beep and change nothing.
  case none
}

/// The words of a line up to the cursor, read as the lexer reads them: a blank inside quotes
/// does not end a word; the word being typed keeps what was typed and what it means.
struct TypedLine: Equatable {
  /// The finished words before the current one, quotes removed.
  var words: [String]
  /// The word at the cursor as typed (with its quotes and escapes); empty after a blank.
  var raw: String
  /// What the word at the cursor means, quotes removed and escapes read.
  var text: String
  /// Whether a quote is open at the cursor.
  var isQuoted: Bool

  init(_ line: String) {
    words = []
    raw = ""
    text = ""
    isQuoted = false
    var escaping = false
    // Inside brackets (`path[id: 0]`, `Item(name: "Hat"`) a blank does not end the word and
    // quotes stay as written, as the lexer reads them.
    var depth = 0
    var quotedInBrackets = false
    for scalar in line.unicodeScalars {
      if depth > 0 {
        raw.unicodeScalars.append(scalar)
        text.unicodeScalars.append(scalar)
        if quotedInBrackets {
          if escaping {
            escaping = false
          } else if scalar == "\\" {
            escaping = true
          } else if scalar == "\"" {
            quotedInBrackets = false
          }
        } else if scalar == "\"" {
          quotedInBrackets = true
        } else if scalar == "[" || scalar == "(" {
          depth += 1
        } else if scalar == "]" || scalar == ")" {
          depth -= 1
        }
      } else if isQuoted {
        raw.unicodeScalars.append(scalar)
        if escaping {
          escaping = false
          switch scalar {
          case "n": text.append("\n")
          case "t": text.append("\t")
          default: text.unicodeScalars.append(scalar)
          }
        } else if scalar == "\\" {
          escaping = true
        } else if scalar == "\"" {
          isQuoted = false
        } else {
          text.unicodeScalars.append(scalar)
        }
      } else if scalar == " " || scalar == "\t" {
        if !raw.isEmpty { words.append(text) }
        raw = ""
        text = ""
      } else {
        raw.unicodeScalars.append(scalar)
        if scalar == "\"" { isQuoted = true } else { text.unicodeScalars.append(scalar) }
        if scalar == "[" || scalar == "(" { depth = 1 }
      }
    }
  }
}

enum Completion {
  /// The word the cursor is at the end of, as typed: the text since the last blank outside
  /// quotes (empty at the start of a word).
  static func currentWord(_ lineBeforeCursor: String) -> Substring {
    TypedLine(lineBeforeCursor).raw[...]
  }

  /// Decides what Tab does, given the line before the cursor and the candidates offered for
  /// the word being typed (values, unquoted). Candidates that do not start with what the word
  /// means are ignored. What is inserted parses as the candidate: it is quoted when it holds a
  /// blank, a quote, a backslash or a control character, or when the typed word opened a quote.
  /// One match is inserted with a space after it (and its closing quote), unless it ends in
  /// `.`, `=` or `/` (there is more to type).
  static func action(line lineBeforeCursor: String, candidates: [String]) -> CompletionAction {
    let typed = TypedLine(lineBeforeCursor)
    let wordBytes = Array(typed.text.utf8)
    var seen = Set<String>()
    let matches = candidates.filter { candidate in
      candidate.utf8.starts(with: wordBytes) && seen.insert(candidate).inserted
    }
    let replacement: String
    switch matches.count {
    case 0:
      return .none
    case 1:
      let match = matches[0]
      let isWhole = match.last.map(continuesWord) != true
      replacement = written(match, quoted: typed.isQuoted, closed: isWhole) + (isWhole ? " " : "")
    default:
      let prefix = commonPrefix(matches)
      guard prefix.utf8.count > wordBytes.count else { return .list(shown(matches).sorted()) }
      replacement = written(prefix, quoted: typed.isQuoted, closed: false)
    }
    if replacement.unicodeScalars.starts(with: typed.raw.unicodeScalars) {
      let extra = String(
        String.UnicodeScalarView(
          replacement.unicodeScalars.dropFirst(typed.raw.unicodeScalars.count)))
      return .insert(extra)
    }
    return .replace(count: typed.raw.unicodeScalars.count, with: replacement)
  }

  /// The word as typed (the old entry point): the word is everything after the last blank.
  static func action(word: Substring, candidates: [String]) -> CompletionAction {
    action(line: String(word), candidates: candidates)
  }

  /// A candidate as it must be typed to mean itself: bare when it can be, else in quotes with
  /// `\\`, `\"`, `\n`, `\t` and `\u{…}` escapes; `closed: false` leaves the quote open
  /// for more typing.
  static func written(_ value: String, quoted: Bool, closed: Bool) -> String {
    let needsQuotes = quoted || needsQuotes(value)
    guard needsQuotes else { return value }
    var result = "\""
    Escaping.shellWord.write(value, to: &result)
    return closed ? result + "\"" : result
  }

  /// Whether a value must be quoted to be read as itself: a blank, a quote, a backslash or a
  /// control character outside brackets (inside them, `path[id: 0]`, the lexer keeps blanks
  /// and quotes as written).
  private static func needsQuotes(_ value: String) -> Bool {
    var depth = 0
    for scalar in value.unicodeScalars {
      if scalar.properties.generalCategory == .control { return true }
      if depth > 0 {
        if scalar == "[" || scalar == "(" { depth += 1 }
        if scalar == "]" || scalar == ")" { depth -= 1 }
        continue
      }
      if scalar == " " || scalar == "\"" || scalar == "\\" { return true }
      if scalar == "[" || scalar == "(" { depth = 1 }
    }
    return false
  }

  /// What a list of candidates shows: file names without the directory they are in (as a
  /// shell lists them), everything else as it is.
  static func shown(_ candidates: [String]) -> [String] {
    candidates.map { candidate in
      let body = candidate.hasSuffix("/") ? candidate.dropLast() : candidate[...]
      guard let slash = body.lastIndex(of: "/") else { return candidate }
      return String(candidate[candidate.index(after: slash)...])
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
