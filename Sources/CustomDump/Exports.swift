import Reflection
// `typeName(_:)`, the one public name of Reflection, is part of the dumper's API (as
// swift-custom-dump's `typeName`).
@_exported import Reflection
