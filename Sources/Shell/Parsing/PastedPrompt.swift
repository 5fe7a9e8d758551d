/// A line pasted from the docs or a transcript with the prompt on it (`counter> send
/// increment`, `syncups/detail> send editButtonTapped`): the prompt is taken off, as IPython
/// takes `>>> ` off a pasted line. Only at a terminal (a script's line is run as written).
enum PastedPrompt {
  /// `line` without a leading prompt: a first word of a prompt's characters (letters, digits,
  /// `-`, `_`, `.`, `/`) ending in `>`, then a blank. No command's name ends in `>`, so a line
  /// that is a command is never cut.
  static func stripped(_ line: String) -> String {
    split(line).command
  }

  /// The prompt's name a line was pasted with (`syncups/detail`), if any, and the command after
  /// it.
  static func split(_ line: String) -> (prompt: String?, command: String) {
    guard let mark = line.firstIndex(of: ">") else { return (nil, line) }
    let name = line[..<mark]
    let after = line.index(after: mark)
    guard !name.isEmpty, after < line.endIndex, line[after] == " ",
      name.unicodeScalars.allSatisfy({
        $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_./".unicodeScalars.contains($0)
      })
    else { return (nil, line) }
    return (String(name), String(line[line.index(after: after)...].drop { $0 == " " }))
  }

  /// Why a pasted line is not run: its prompt names another feature than `prompt`'s (the
  /// shell's own, `counter> `), so its command was written for that one and would act on this;
  /// nil when it is this feature's, or has no prompt.
  static func refusal(_ line: String, at prompt: String) -> String? {
    guard let pasted = split(line).prompt else { return nil }
    let feature = pasted.prefix { $0 != "/" }
    let current = prompt.prefix { $0 != "/" && $0 != ">" }
    guard feature != current else { return nil }
    return
      "this line was pasted with the prompt of \(feature), and this is \(current): 'use \(feature)' first, or paste it without its prompt"
  }
}
