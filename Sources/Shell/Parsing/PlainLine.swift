/// A line of printable ASCII with no quotes, brackets or braces: nearly every script line
/// (`send increment`, `expect count 3`). Its words are its blank-separated runs of bytes, read
/// without decoding characters; none of the command language's quoting, subscripts
/// (`rows[id: 3]`) or state blocks (`{ … }`) can occur in it. Any other line is nil, and the
/// lexer's scalar loop reads it (and reports what is wrong with it); both give the same words.
///
/// A word that starts with `#` starts a comment, which runs to the end of the line and may hold
/// anything (`Comment`: nothing in a plain line, no quote and no bracket, can make that `#`
/// text). The comment is not read, and the line is what comes before it.
struct PlainLine {
  /// The line without its comment and the blanks before it (as `Comment.code` gives it).
  let text: String
  let words: [Word]
  /// The command the first word names, found on its bytes as the line is scanned; nil when
  /// none does.
  let command: (any ShellCommand.Type)?
  /// Where the first word ends, in bytes (a character each): the text after it is what a
  /// command's parser reads.
  let firstWordEnd: Int

  init?(_ line: String) {
    var line = line
    // Over the contiguous UTF-8 bytes: stepping `String.UTF8View` indices costs several times
    // the scan itself.
    let scanned = line.withUTF8 {
      bytes -> (
        words: [Word], command: (any ShellCommand.Type)?, firstWordEnd: Int, commentAfter: Int?
      )? in
      var words: [Word] = []
      // Room for a typical command at once, rather than growing the array word by word.
      words.reserveCapacity(4)
      var command: (any ShellCommand.Type)?
      var firstWordEnd: Int?
      var lastWordEnd = 0
      var offset = 0
      while offset < bytes.count {
        let start = offset
        if bytes[start] == UInt8(ascii: "#") {
          // `#"…"#` is a raw string literal, for the lexer's scalar loop.
          var hashes = start
          while hashes < bytes.count, bytes[hashes] == UInt8(ascii: "#") { hashes += 1 }
          if hashes < bytes.count, bytes[hashes] == UInt8(ascii: "\"") { return nil }
          return (words, command, firstWordEnd ?? lastWordEnd, lastWordEnd)
        }
        while offset < bytes.count, Self.isPlainWordByte(bytes[offset]) { offset += 1 }
        // No word here: a blank, or a byte no plain line has.
        if offset == start {
          guard Self.isBlank(bytes[offset]) else { return nil }
          offset += 1
          continue
        }
        let word = UnsafeBufferPointer(rebasing: bytes[start..<offset])
        // In ASCII a byte is a character, so byte counts are the character offsets `Word` keeps.
        let equalsOffset = word.firstIndex(of: UInt8(ascii: "="))
        // A command's name is the table's string for it: no new string (~150 instructions).
        if words.isEmpty, let (name, type) = CommandTable.named(utf8: word) {
          command = type
          words.append(Word(name, equalsOffset: equalsOffset))
        } else {
          words.append(Word(String(utf8Bytes: word), equalsOffset: equalsOffset))
        }
        if firstWordEnd == nil { firstWordEnd = offset }
        lastWordEnd = offset
      }
      return (words, command, firstWordEnd ?? bytes.count, nil)
    }
    guard let scanned else { return nil }
    (words, command, firstWordEnd) = (scanned.words, scanned.command, scanned.firstWordEnd)
    // Every byte before the comment is ASCII: a byte offset is a valid index into the line.
    text =
      scanned.commentAfter.map { String(line[..<line.utf8.index(line.startIndex, offsetBy: $0)]) }
      ?? line
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  /// Whether `byte` may be in a plain line's word: printable ASCII other than a blank, `"`,
  /// `(`, `[` and `{`. One bit a byte (bit `n` of the pair for byte `n`): the comparisons a
  /// byte it replaces were a third of a plain line's parse.
  private static func isPlainWordByte(_ byte: UInt8) -> Bool {
    if byte < 64 { return plainBelow64 &>> UInt64(byte) & 1 == 1 }
    return byte < 128 && plainFrom64 &>> UInt64(byte - 64) & 1 == 1
  }

  /// Bytes 0–63 in a plain word: `!` and `#`–`?` except `(`.
  private static var plainBelow64: UInt64 { 0xFFFF_FEFA_0000_0000 }
  /// Bytes 64–127 in a plain word: `@`–`~` except `[` and `{`.
  private static var plainFrom64: UInt64 { 0x77FF_FFFF_F7FF_FFFF }
}
