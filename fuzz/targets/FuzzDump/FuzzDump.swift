import Composable
import DumpShapes

// libFuzzer entry point: the first three bytes pick a shape of the dumper's table (content,
// existential, position); the rest fill its two values. Dumping and diffing them must never
// crash, the fast writer must print what the `Mirror`-only reference writer prints, and a
// value's diff with itself is empty.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDump(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard bytes.count >= 3 else { return 0 }
  let content = DumpShapes.contents[Int(bytes[0]) % DumpShapes.contents.count]
  let existential = DumpShapes.existentialNames[Int(bytes[1]) % DumpShapes.existentialNames.count]
  // The rest is split in two: the old value's bytes, then the new one's.
  let rest = bytes.dropFirst(3)
  let half = rest.startIndex + rest.count / 2
  var old = ShapeBytes(Array(rest[..<half]))
  var new = ShapeBytes(Array(rest[half...]))
  for entry in DumpShapes.entries(
    content, existential: existential, position: Int(bytes[2]), old: &old, new: &new)
  {
    precondition(customDump(entry.old) == referenceDump(entry.old), entry.name)
    precondition(customDump(entry.new) == referenceDump(entry.new), entry.name)
    precondition(diff(entry.old, entry.new) == referenceDiff(entry.old, entry.new), entry.name)
    precondition(diff(entry.old, entry.old) == nil, entry.name)
  }
  return 0
}
