/// A line of printable ASCII with no quotes, brackets or braces: nearly every script line
/// (`send increment`, `expect count 3`). Its words are its blank-separated runs of bytes, read
/// without decoding characters; none of the command language's quoting, subscripts
/// (`rows[id: 3]`) or state blocks (`{ … }`) can occur in it. Any other line is nil, and the
/// lexer's scalar loop reads it (and reports what is wrong with it); both give the same words.
struct PlainLine {
  let words: [Word]
  /// The text after the first word, as a command's parser is given it.
  let afterFirstWord: Substring

  init?(_ line: String) {
    var words: [Word] = []
    // Room for a typical command at once, rather than growing the array word by word.
    words.reserveCapacity(4)
    let utf8 = line.utf8
    var start: String.Index?
    var firstWordEnd: String.Index?
    var equalsOffset: Int?
    var length = 0
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
        if let wordStart = start {
          words.append(Word(String(line[wordStart..<index]), equalsOffset: equalsOffset))
          if firstWordEnd == nil { firstWordEnd = index }
          start = nil
        }
      } else {
        guard byte > 0x20, byte < 0x7F, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "("),
          byte != UInt8(ascii: "["), byte != UInt8(ascii: "{")
        else { return nil }
        if start == nil {
          start = index
          equalsOffset = nil
          length = 0
        }
        // In ASCII a byte is a character, so byte counts are the character offsets `Word` keeps.
        if byte == UInt8(ascii: "="), equalsOffset == nil { equalsOffset = length }
        length += 1
      }
      utf8.formIndex(after: &index)
    }
    if let wordStart = start {
      words.append(Word(String(line[wordStart...]), equalsOffset: equalsOffset))
    }
    self.words = words
    afterFirstWord = line[(firstWordEnd ?? line.endIndex)...]
  }
}
