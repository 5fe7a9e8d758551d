import Features
import Shell

#if canImport(Glibc)
  import Glibc
#endif

let debug = getenv("TCA_SHELL_DEBUG_FEATURES").map { $0.pointee != 0 } ?? false
let status = await ShellMain.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  features: allFeatures + (debug ? debugFeatures : []))
exit(status)
