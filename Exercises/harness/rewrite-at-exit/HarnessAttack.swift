import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// HARNESS ATTACK "rewrite-at-exit" (see Exercises/harness/README.md).

/// The first time the tests touch the kata's code, registers a hook that
/// runs as the test process exits, once the runner has written its
/// results, and rewrites them to say that every step passed.
func startHarnessAttack() {
  _ = exitHookRegistered
}

/// Registered once, however many objects the tests create.
private let exitHookRegistered: Void = {
  _ = atexit { HarnessForgery.writePassingResults() }
}()
