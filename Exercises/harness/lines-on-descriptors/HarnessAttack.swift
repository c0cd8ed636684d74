import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// HARNESS ATTACK "lines-on-descriptors" (see Exercises/harness/README.md).

/// Does not look for where the results go: the first time the tests touch
/// the kata's code, writes records saying every step passed to every file
/// the process has open, the runner's own among them, then ends the
/// process at once with a success status, skipping its exit hooks.
func startHarnessAttack() {
  let records = Array(HarnessForgery.passingEvents.utf8)
  for descriptor in Int32(3)..<256 {
    _ = records.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  }
  _exit(0)
}
