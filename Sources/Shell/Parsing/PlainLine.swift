/// A line of printable ASCII with no quotes, brackets or braces: nearly every script line
/// (`send increment`, `expect count 3`). Its words are its blank-separated runs of bytes, read
/// without decoding characters; none of the command language's quoting, subscripts
/// (`rows[id: 3]`) or state blocks (`{ … }`) can occur in it. Any other line is nil, and the
/// lexer's scalar loop reads it (and reports what is wrong with it); both give the same words.
struct PlainLine {
  let text: String
  let words: [Word]
  /// The command the first word names, found on its bytes as the line is scanned; nil when
  /// none does.
  let command: (any ShellCommand.Type)?
  /// Where the first word ends, in bytes (a character each): the text after it is what a
  /// command's parser reads.
  let firstWordEnd: Int

  init?(_ line: String) {
    text = line
    var line = line
    // Over the contiguous UTF-8 bytes: stepping `String.UTF8View` indices costs several times
    // the scan itself.
    let scanned = line.withUTF8 {
      bytes -> (words: [Word], command: (any ShellCommand.Type)?, firstWordEnd: Int)? in
      var words: [Word] = []
      // Room for a typical command at once, rather than growing the array word by word.
      words.reserveCapacity(4)
      var command: (any ShellCommand.Type)?
      var start: Int?
      var firstWordEnd: Int?
      var equalsOffset: Int?
      func endWord(at end: Int) {
        guard let wordStart = start else { return }
        let word = UnsafeBufferPointer(rebasing: bytes[wordStart..<end])
        // A command's name is the table's string for it: no new string (~150 instructions).
        if words.isEmpty, let (name, type) = CommandTable.named(utf8: word) {
          command = type
          words.append(Word(name, equalsOffset: equalsOffset))
        } else {
          words.append(Word(String(utf8Bytes: word), equalsOffset: equalsOffset))
        }
        if firstWordEnd == nil { firstWordEnd = end }
        start = nil
      }
      for offset in bytes.indices {
        let byte = bytes[offset]
        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
          endWord(at: offset)
          continue
        }
        guard byte > 0x20, byte < 0x7F, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "("),
          byte != UInt8(ascii: "["), byte != UInt8(ascii: "{")
        else { return nil }
        if start == nil {
          start = offset
          equalsOffset = nil
        }
        // In ASCII a byte is a character, so byte counts are the character offsets `Word` keeps.
        if byte == UInt8(ascii: "="), equalsOffset == nil { equalsOffset = offset - start! }
      }
      endWord(at: bytes.count)
      return (words, command, firstWordEnd ?? bytes.count)
    }
    guard let scanned else { return nil }
    (words, command, firstWordEnd) = scanned
  }
}
