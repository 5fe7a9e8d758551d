#if canImport(Glibc)
  import Glibc
#endif

/// Monotonic time in nanoseconds.
func now() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// The fastest of `runs` timings of `body`, in nanoseconds: on a shared machine the minimum is
/// the figure least disturbed by other work.
func fastest(runs: Int, _ body: () -> Void) -> Double {
  var best = UInt64.max
  for _ in 0..<runs {
    let start = now()
    body()
    best = min(best, now() - start)
  }
  return Double(best)
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

func format(_ value: Double, _ digits: Int = 1) -> String {
  var text = String(Int((value * pow(10, Double(digits))).rounded()))
  guard digits > 0 else { return text }
  while text.count <= digits { text = "0" + text }
  text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
  return text
}

/// A duration in the unit that reads best.
func duration(_ nanoseconds: Double) -> String {
  if nanoseconds < 10_000 { return format(nanoseconds) + " ns" }
  if nanoseconds < 10_000_000 { return format(nanoseconds / 1_000) + " µs" }
  return format(nanoseconds / 1_000_000) + " ms"
}

/// One benchmark line: the figure, its baseline, their ratio, and whether the target is met.
func report(
  _ name: String, _ figure: String, baseline: String, ratio: String, target: String, met: Bool
) {
  print(
    "\(name): \(figure) | baseline \(baseline) | \(ratio) | target \(target): \(met ? "met" : "MISSED")"
  )
}
