import Features
import TCAShell

#if canImport(Glibc)
  import Glibc
#endif

// Which auth the login feature uses: Supabase when SUPABASE_URL and SUPABASE_ANON_KEY are set,
// else the local demo accounts. A configuration that cannot work concerns login alone: the other
// features run, and a sign-in fails with what is wrong (the banner says it too).
let auth: (client: AuthClient, description: String)
do throws(AuthError) {
  auth = try AuthClient.fromEnvironment()
} catch {
  auth = (
    .failing(error), "not configured: \(error.message); login cannot sign in until it is fixed"
  )
}

let debug = getenv("TCA_SHELL_DEBUG_FEATURES").map { $0.pointee != 0 } ?? false
let status = await withDependencies {
  $0.authClient = auth.client
} operation: {
  await TCAShell.run(
    features: allFeatures + (debug ? debugFeatures : []), name: "tca-shell",
    bannerNotes: ["auth: \(auth.description)"],
    // An exported test starts from a built-in feature's registration.
    registry: FeatureRegistry(module: "Features", expression: "allFeatures"))
}
exit(status)
