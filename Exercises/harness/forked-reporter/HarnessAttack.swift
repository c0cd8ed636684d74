import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// HARNESS ATTACK "forked-reporter" (see Exercises/harness/README.md).

/// The first time the tests touch the kata's code, leaves a copy of the
/// process behind, which hands in results saying every step passed once
/// the test process has gone, and ends the test process with a success
/// status. (Swift offers `fork` on Linux only; elsewhere the process just
/// ends.)
func startHarnessAttack() {
  #if canImport(Glibc)
    // Everything the copy needs is made before it exists: after `fork`
    // only the calling thread goes on, so the copy must not allocate.
    let records = Array(HarnessForgery.passingEvents.utf8)
    let stream = HarnessForgery.eventStreamPath.map { Array($0.utf8CString) }
    if fork() == 0 {
      usleep(100_000)  // Until the test process has ended.
      if let stream {
        let descriptor = stream.withUnsafeBufferPointer { path in
          path.baseAddress.map { open($0, O_WRONLY) } ?? -1
        }
        _ = records.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      }
      _exit(0)
    }
  #endif
  exit(0)
}
