import Features
import TCAShell

#if canImport(Glibc)
  import Glibc
#endif

// Which auth the login feature uses: Supabase when SUPABASE_URL and SUPABASE_ANON_KEY are set,
// else the local demo accounts. A configuration that cannot work stops the shell at once.
let auth: (client: AuthClient, description: String)
do throws(AuthError) {
  auth = try AuthClient.fromEnvironment()
} catch {
  let line = "tca-shell: \(error.message)\n"
  _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
  exit(2)
}

let debug = getenv("TCA_SHELL_DEBUG_FEATURES").map { $0.pointee != 0 } ?? false
let status = await withDependencies {
  $0.authClient = auth.client
} operation: {
  await TCAShell.run(
    features: allFeatures + (debug ? debugFeatures : []), bannerNotes: ["auth: \(auth.description)"]
  )
}
exit(status)
