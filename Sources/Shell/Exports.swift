// A host of features speaks in registrations (`Feature`, `FeatureHost`, `LiteralValue`): code
// that imports the shell gets them with it.
@_exported import ShellHosting
