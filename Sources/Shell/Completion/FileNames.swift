#if canImport(Glibc)
  import Glibc
#endif

/// File names for Tab after `source`: the entries of the directory the word names so far,
/// directories with a trailing `/`, hidden files only when the word's last part starts with `.`.
enum FileNames {
  static func completions(for word: String) -> [String] {
    let slash = word.lastIndex(of: "/")
    let directoryPart = slash.map { String(word[...$0]) } ?? ""
    let namePart = slash.map { String(word[word.index(after: $0)...]) } ?? word
    let directory = directoryPart.isEmpty ? "." : directoryPart
    guard let handle = opendir(directory) else { return [] }
    defer { closedir(handle) }
    var result: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      if name.hasPrefix("."), !namePart.hasPrefix(".") { continue }
      guard name.hasPrefix(namePart) else { continue }
      var info = stat()
      let isDirectory =
        stat(directory + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
      result.append(directoryPart + name + (isDirectory ? "/" : ""))
    }
    return result.sorted()
  }
}
