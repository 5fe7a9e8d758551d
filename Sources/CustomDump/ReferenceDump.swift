/// ``customDump(_:)`` with every value read through `Mirror` alone: no struct layouts, no
/// scalars or enum tags read in place, no case tables. What swift-custom-dump itself does, and
/// what the fast paths must print byte for byte (the shape tests hold them to it); slower, and
/// for tests only.
package func referenceDump(_ value: Any) -> String {
  var writer = DumpWriter()
  writer.reflectsOnly = true
  writer.write(value, hasName: false, indent: 0, isRoot: true, maxDepth: .max)
  return writer.out
}

/// ``diff(_:_:)`` with every value read through `Mirror` alone (see ``referenceDump(_:)``).
package func referenceDiff(_ old: Any, _ new: Any) -> String? {
  generalDiff(old, new, reflectsOnly: true)
}
