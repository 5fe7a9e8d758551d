/// The commands of a file of them, as `source` runs it and `play` presents it: its lines one by
/// one, except that a `{ … }` block written over several lines is joined into one command, as
/// ``BlockContinuation`` reads it (the prompt and a piped script read blocks the same way, in
/// `Runner`). Declared once so that what `source` runs and what a lesson steps through agree.
struct FileCommands {
  /// One thing the file says, with the number of its (first) line, from 1.
  enum Item: Equatable {
    /// A line that is no block over lines (a command, a comment, a blank line), or a block
    /// joined and closed: `send increment { count = 1 }`.
    case line(String, number: Int)
    /// A block that ended before its `}` (the next command came, or the file ended): the block
    /// so far, and the one-line error naming the line that opened it. The line that ended it is
    /// the next item.
    case unclosed(String, error: String, number: Int)
    /// A line the reader would not take (see ``LineEvent/refused(_:)``).
    case refused(String, number: Int)
  }

  private let read: () -> LineEvent
  /// Lines taken so far.
  private var count = 0
  /// A line read to see whether it belonged to a block, which did not: it comes next.
  private var held: String?

  /// `read` gives the file's lines in order (its `.interrupted` ends them, as its end does).
  init(read: @escaping () -> LineEvent) {
    self.read = read
  }

  /// The lines of `text` (split at `\n`, a `\r` before it dropped).
  init(text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    if lines.last == "" { lines = lines.dropLast() }
    self.init {
      guard let line = lines.popFirst() else { return .endOfInput }
      return .line(String(line.hasSuffix("\r") ? line.dropLast() : line))
    }
  }

  /// The next item; nil at the end of the file.
  mutating func next() -> Item? {
    let line: String
    if let next = held {
      held = nil
      line = next
    } else {
      switch read() {
      case .line(let text): line = text
      case .refused(let message):
        count += 1
        return .refused(message, number: count)
      case .interrupted, .endOfInput: return nil
      }
    }
    count += 1
    let number = count
    guard var block = BlockContinuation(line) else { return .line(line, number: number) }
    while !block.isClosed {
      switch read() {
      case .line(let text):
        guard BlockContinuation.belongs(text) else {
          held = text
          return .unclosed(block.text, error: block.unclosed, number: number)
        }
        count += 1
        block.add(text)
      case .refused(let message):
        // Said after the block, as the next item; the block is cut short there.
        count += 1
        return .refused(message, number: count)
      case .interrupted, .endOfInput:
        return .unclosed(block.text, error: block.unclosed, number: number)
      }
    }
    return .line(block.text, number: number)
  }
}
