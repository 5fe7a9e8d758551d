/// Prepares prompt text for libedit's `EL_PROMPT_ESC`.
///
/// Characters between two `ignoreMarker` characters are printed but not
/// counted as taking up columns. Each ANSI CSI sequence (`ESC [ … final`,
/// e.g. a colour code) is wrapped in the marker so colours do not throw off
/// cursor placement. Text that already contains the marker is left as it is.
enum PromptText {
  static let ignoreMarker: UInt8 = 0x01

  static func bracketingEscapes(_ prompt: String) -> [UInt8] {
    let bytes = Array(prompt.utf8)
    if bytes.contains(ignoreMarker) { return bytes }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 8)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") else {
        result.append(byte)
        index += 1
        continue
      }
      // ESC [ parameters/intermediates (0x20–0x3F) final (0x40–0x7E)
      var end = index + 2
      while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
      guard end < bytes.count, (0x40...0x7E).contains(bytes[end]) else {
        result.append(byte)
        index += 1
        continue
      }
      result.append(ignoreMarker)
      result.append(contentsOf: bytes[index...end])
      result.append(ignoreMarker)
      index = end + 1
    }
    return result
  }
}
