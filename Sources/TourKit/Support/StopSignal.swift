import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Set by the signal handler when Ctrl-C (SIGINT) or SIGTERM arrives; read by
/// long-running loops such as `watch`, and by the process runner, which then
/// stop cleanly. A signal handler may only touch a plain flag like this one.
nonisolated(unsafe) private var stopRequested: sig_atomic_t = 0

/// Catching Ctrl-C so a loop can restore the terminal and say goodbye, and
/// a build under way can be stopped too, instead of dying mid-screen.
enum StopSignal {
  static func install() {
    signal(SIGINT) { _ in stopRequested = 1 }
    signal(SIGTERM) { _ in stopRequested = 1 }
    // A parent may start us with these signals blocked (some test runners
    // and process launchers do); then Ctrl-C would never arrive.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }

  static var wasRequested: Bool { stopRequested != 0 }
}
