import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// HARNESS ATTACK "report-and-exit" (see Exercises/harness/README.md).

/// The first time the tests touch the kata's code, writes results that
/// say every step passed, then ends the test process with a success
/// status, before the runner can report a single failure.
func startHarnessAttack() {
  HarnessForgery.writePassingResults()
  exit(0)
}
