#if canImport(Glibc)
  import Glibc
#endif

/// History files written by older tools may hold an entry that is not UTF-8 (`caf\xe9`, as
/// Latin-1 tools wrote it, raw or vis-escaped as `caf\351`). libedit stops reading a history
/// at such an entry: Up and Ctrl-R could not reach anything older. Before libedit reads a file,
/// each such entry is repaired: its bytes that are not UTF-8 are read as Latin-1, the rest kept.
enum HistoryRepair {
  /// The file's text with its bad entries repaired, and how many there were; nil when every
  /// entry is already UTF-8 (the file is then read as it is).
  static func repaired(_ bytes: [UInt8]) -> (text: [UInt8], entries: Int)? {
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    var count = 0
    for index in lines.indices where index > 0 {
      let line = Array(lines[index])
      // Only a byte of 0x80 or more, raw or as a `\2xx`/`\3xx` octal escape, can be bad.
      guard line.contains(where: { $0 >= 0x80 }) || line.contains(UInt8(ascii: "\\")) else {
        continue
      }
      let decoded = unescapedOctal(line)
      guard String(validating: decoded, as: UTF8.self) == nil else {
        continue
      }
      lines[index] = ArraySlice(escaped(latin1Repaired(decoded)))
      count += 1
    }
    guard count > 0 else { return nil }
    return (Array(lines.joined(separator: [UInt8(ascii: "\n")])), count)
  }

  /// The line with each `\ooo` octal escape turned into its byte (other escapes are ASCII and
  /// left as they are: they cannot make a line invalid).
  private static func unescapedOctal(_ line: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var index = 0
    let isOctal = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) }
    while index < line.count {
      if line[index] == UInt8(ascii: "\\"), index + 3 < line.count,
        line[(index + 1)..<(index + 4)].allSatisfy(isOctal)
      {
        let digits = line[(index + 1)..<(index + 4)].map { Int($0 - UInt8(ascii: "0")) }
        let value = digits[0] * 64 + digits[1] * 8 + digits[2]
        if value < 256 {
          result.append(UInt8(value))
          index += 4
          continue
        }
      }
      if line[index] == UInt8(ascii: "\\"), index + 1 < line.count {
        // Another escape (`\\`, `\^X`, `\M-x`): kept whole, so its backslash is not read
        // as the start of an octal one.
        result.append(line[index])
        result.append(line[index + 1])
        index += 2
        continue
      }
      result.append(line[index])
      index += 1
    }
    return result
  }

  /// Valid UTF-8 sequences kept; every other byte read as the Latin-1 character it was.
  static func latin1Repaired(_ bytes: [UInt8]) -> String {
    var result = ""
    var index = 0
    while index < bytes.count {
      let length = sequenceLength(bytes, at: index)
      if length > 0 {
        result += String(decoding: bytes[index..<(index + length)], as: UTF8.self)
        index += length
      } else {
        result.unicodeScalars.append(Unicode.Scalar(bytes[index]))
        index += 1
      }
    }
    return result
  }

  /// The length of the valid UTF-8 sequence at `index`, or 0.
  private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
    let first = bytes[index]
    let length: Int
    switch first {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return 0
    }
    guard index + length <= bytes.count else { return 0 }
    let slice = Array(bytes[index..<(index + length)])
    return String(validating: slice, as: UTF8.self) == nil ? 0 : length
  }

  /// The repaired entry written back in the file's escaping: backslash escapes that were
  /// there stay, blanks and control characters as octal, other text as UTF-8.
  private static func escaped(_ text: String) -> [UInt8] {
    var result: [UInt8] = []
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x20, 0x09, 0x00..<0x20, 0x7F:
        let value = Int(scalar.value)
        result += Array("\\\(value / 64)\((value / 8) % 8)\(value % 8)".utf8)
      default:
        result += Array(String(scalar).utf8)
      }
    }
    return result
  }
}
