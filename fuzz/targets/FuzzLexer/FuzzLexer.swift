import Shell

// libFuzzer entry point: any bytes, decoded as the line reader decodes them, must lex to words
// or to one error, never crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLexer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let line = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  do {
    let words = try Lexer.words(line)
    for word in words {
      // Offsets recorded while lexing must point inside the word they belong to.
      if let offset = word.equalsOffset { precondition(offset < word.text.count) }
      if let offset = word.quoteOffset { precondition(offset <= word.text.count) }
    }
  } catch {
    precondition(!error.message.isEmpty)
  }
  return 0
}
