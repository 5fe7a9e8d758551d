import Composable

/// The bracketed parts of state and action paths that reach into navigation:
/// `path[1].detail` (a position), `rows[id: 3].title` (an id).
enum BracketPath {
  /// One step of a path: a field or case name, a position, or an element id.
  enum Step: Equatable {
    case name(String)
    case position(WholeNumber)
    case id(String)
  }

  /// `line` with the blanks inside subscripts (a `[` right after a name or a `]`, outside
  /// quotes) removed, so that `rows[id: 3]` is one word for the lexer. A value such as
  /// `[1, 2]` after a blank or `==` is left alone.
  static func joiningBrackets(_ line: Substring) -> String {
    // Nearly every line has no subscript: nothing to join, and no need to walk its characters.
    guard line.containsASCII(UInt8(ascii: "[")) else { return String(line) }
    var out = ""
    var depth = 0
    var quotes = QuoteTracker()
    for character in line {
      if quotes.take(character) {
        // Quoted text stays as typed.
      } else if character == "[",
        depth > 0 || out.last.map({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "]" }) == true
      {
        depth += 1
      } else if character == "]", depth > 0 {
        depth = max(0, depth - 1)
      } else if depth > 0, character == " " || character == "\t" {
        continue
      }
      out.append(character)
    }
    return out
  }

  /// The first `count` words of `line` as typed, joined by one blank: a blank inside brackets
  /// or quotes (`path[id: 0].detail`) does not end a word.
  static func leadingWords(_ line: String, count: Int) -> String {
    var words: [String] = []
    var current = ""
    var depth = 0
    var quotes = QuoteTracker()
    for character in line {
      if !quotes.take(character) {
        if character == "[" { depth += 1 }
        if character == "]" { depth = max(0, depth - 1) }
        if depth == 0, character == " " || character == "\t" {
          if !current.isEmpty { words.append(current) }
          current = ""
          if words.count == count { break }
          continue
        }
      }
      current.append(character)
    }
    if !current.isEmpty, words.count < count { words.append(current) }
    return words.joined(separator: " ")
  }

  /// Whether `path` uses brackets at all.
  static func hasBrackets(_ path: String) -> Bool {
    // On the bytes: `String.contains(String)` goes through Foundation's `range(of:)`.
    path.containsASCII(UInt8(ascii: "["))
  }

  /// The steps of a dotted path with optional `[N]` / `[id: X]` after a name. An id is written
  /// as a literal of its type (`rows[id: "DEADBEEF-…"]`, `rows[id: "a.b"]`): a `.` or `]`
  /// inside its quotes or brackets is part of it.
  static func steps(_ path: String) throws(ShellError) -> [Step] {
    var steps: [Step] = []
    for segment in dottedParts(path) {
      guard let open = segment.firstIndex(of: "[") else {
        steps.append(.name(String(segment)))
        continue
      }
      let name = segment[..<open]
      if !name.isEmpty { steps.append(.name(String(name))) }
      // The field the message's examples name: the one these brackets follow.
      let field = name.isEmpty ? "path" : String(name)
      var rest = segment[open...]
      while rest.hasPrefix("[") {
        guard let close = closingBracket(in: rest) else {
          throw ShellError(
            "'\(ShellError.shown(path))' has a '[' without ']': write path[1] or rows[id: 3]")
        }
        let inside = rest[rest.index(after: rest.startIndex)..<close].trimmingBlanks
        if inside.hasPrefix("id:") {
          let id = inside.dropFirst(3).trimmingBlanks
          guard !id.isEmpty else {
            throw ShellError("'\(ShellError.shown(path))' has an empty id: write rows[id: 3]")
          }
          steps.append(.id(id))
        } else if let position = WholeNumber(inside) {
          steps.append(.position(position))
        } else {
          throw ShellError(
            "'[\(ShellError.shown(inside))]' is neither a position nor an id: write \(field)[0] (a position from 0) or \(field)[id: ID] (an id, written as a literal of its type)"
          )
        }
        rest = rest[rest.index(after: close)...]
      }
      guard rest.isEmpty else {
        throw ShellError(
          "'\(ShellError.shown(path))': a '.' must follow ']' (as in path[1].detail)")
      }
    }
    return steps
  }

  /// `path` cut at each `.` outside quotes and brackets, empty parts kept (so that `a..b` can
  /// be refused).
  static func dottedParts(_ path: String) -> [Substring] {
    var parts: [Substring] = []
    var quotes = QuoteTracker()
    var depth = 0
    var start = path.startIndex
    for index in path.indices {
      let character = path[index]
      if quotes.take(character) { continue }
      if character == "[" { depth += 1 }
      if character == "]" { depth = max(0, depth - 1) }
      if character == ".", depth == 0 {
        parts.append(path[start..<index])
        start = path.index(after: index)
      }
    }
    parts.append(path[start...])
    return parts
  }

  /// The `]` that closes the `[` `text` starts with, outside quotes; nil when none does.
  static func closingBracket(in text: Substring) -> Substring.Index? {
    var quotes = QuoteTracker()
    var depth = 0
    for index in text.indices {
      let character = text[index]
      if quotes.take(character) { continue }
      if character == "[" { depth += 1 }
      if character == "]" {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// The path as text again (`rows[id: 3].title`).
  static func text(_ steps: [Step]) -> String {
    var out = ""
    for step in steps {
      switch step {
      case .name(let name): out += (out.isEmpty ? "" : ".") + name
      case .position(let position): out += "[\(position)]"
      case .id(let id): out += "[id: \(id)]"
      }
    }
    return out
  }
}
