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
    var line = line
    // Over the contiguous UTF-8 bytes: stepping `String.UTF8View` indices costs several times
    // the scan itself.
    let scanned = line.withUTF8 { bytes -> (words: [Word], firstWordEnd: Int)? in
      var words: [Word] = []
      // Room for a typical command at once, rather than growing the array word by word.
      words.reserveCapacity(4)
      var start: Int?
      var firstWordEnd: Int?
      var equalsOffset: Int?
      for offset in bytes.indices {
        let byte = bytes[offset]
        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
          if let wordStart = start {
            words.append(Self.word(bytes, wordStart..<offset, equalsOffset: equalsOffset))
            if firstWordEnd == nil { firstWordEnd = offset }
            start = nil
          }
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
      if let wordStart = start {
        words.append(Self.word(bytes, wordStart..<bytes.count, equalsOffset: equalsOffset))
      }
      return (words, firstWordEnd ?? bytes.count)
    }
    guard let scanned else { return nil }
    self.words = scanned.words
    // Every byte is ASCII: a byte offset is a valid index into the line.
    afterFirstWord = line[line.utf8.index(line.startIndex, offsetBy: scanned.firstWordEnd)...]
  }

  private static func word(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, equalsOffset: Int?
  ) -> Word {
    Word(
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self),
      equalsOffset: equalsOffset)
  }
}
