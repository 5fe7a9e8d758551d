/// A line pasted from the docs or a transcript with the prompt on it (`counter> send
/// increment`, `syncups/detail> send editButtonTapped`): the prompt is taken off, as IPython
/// takes `>>> ` off a pasted line. Only at a terminal (a script's line is run as written).
enum PastedPrompt {
  /// `line` without a leading prompt: a first word of a prompt's characters (letters, digits,
  /// `-`, `_`, `.`, `/`) ending in `>`, then a blank. No command's name ends in `>`, so a line
  /// that is a command is never cut.
  static func stripped(_ line: String) -> String {
    guard let mark = line.firstIndex(of: ">") else { return line }
    let name = line[..<mark]
    let after = line.index(after: mark)
    guard !name.isEmpty, after < line.endIndex, line[after] == " ",
      name.unicodeScalars.allSatisfy({
        $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_./".unicodeScalars.contains($0)
      })
    else { return line }
    return String(line[line.index(after: after)...].drop { $0 == " " })
  }
}
