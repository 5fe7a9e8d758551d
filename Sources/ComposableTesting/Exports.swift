// A test file written for TCA imports one module, `ComposableArchitecture`, for both the
// architecture and `TestStore`; here `import ComposableTesting` alone gives both.
@_exported import Composable
