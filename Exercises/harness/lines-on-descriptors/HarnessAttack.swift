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
/// process at once with a success status, skipping its exit hooks. A
/// descriptor may be a pipe nobody reads any more: writing there must not
/// end the process by a signal before it can end as it means to.
func startHarnessAttack() {
  signal(SIGPIPE, SIG_IGN)
  let records = Array(HarnessForgery.passingEvents.utf8)
  for descriptor in Int32(3)..<256 {
    _ = records.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  }
  _exit(0)
}
