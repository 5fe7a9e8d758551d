/// Lines typed at a terminal, through libedit (placeholder until the line editor lands).
public final class TerminalLineSource: LineSource {
  private let reader = BufferedLineReader()
  public let isInteractive = true
  public init() {}
  public func next(prompt: String) -> LineEvent {
    FileDescriptorWriter.write(prompt, to: Terminal.promptStream)
    return reader.next(prompt: prompt)
  }
}
