import Features
import Shell

#if canImport(Glibc)
  import Glibc
#endif

let status = await ShellMain.run(
  arguments: Array(CommandLine.arguments.dropFirst()), features: allFeatures)
exit(status)
