public func customDump(_ value: Any) -> String { String(reflecting: value) }
public func diff(_ old: Any, _ new: Any) -> String? { let a = customDump(old), b = customDump(new); return a == b ? nil : "- \(a)\n+ \(b)" }
public protocol CustomDumpReflectable { var customDumpMirror: Mirror { get } }
public func typeName(_ type: Any.Type) -> String { String(describing: type) }
