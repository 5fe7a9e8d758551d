// Dumps and diffs come with the architecture, as TCA re-exports swift-custom-dump.
@_exported import CustomDump
