import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Set by the signal handler when Ctrl-C (SIGINT) or SIGTERM arrives; read by
/// long-running loops such as `watch`, which then stop cleanly. A signal
/// handler may only touch a plain flag like this one.
nonisolated(unsafe) private var stopRequested: sig_atomic_t = 0

/// Catching Ctrl-C so a loop can restore the terminal and say goodbye
/// instead of dying mid-screen.
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

/// Single key presses from the terminal, without waiting for Return, for
/// interactive loops. Does nothing when standard input is not a terminal.
final class KeyboardInput {
  private var original = termios()
  private var isRaw = false

  /// Turns off line buffering and echo, so each key arrives as it is pressed.
  /// Ctrl-C still sends SIGINT.
  func start() {
    guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &original) == 0 else { return }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    if tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 { isRaw = true }
  }

  /// Puts the terminal back exactly as it was.
  func stop() {
    guard isRaw else { return }
    var restored = original
    tcsetattr(STDIN_FILENO, TCSANOW, &restored)
    isRaw = false
  }

  /// Waits up to `milliseconds` for a key; nil if none came (or on a signal).
  func nextKey(waitingUpTo milliseconds: Int32) -> Character? {
    guard isRaw else {
      usleep(useconds_t(milliseconds) * 1000)
      return nil
    }
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, milliseconds) > 0 else { return nil }
    var byte: UInt8 = 0
    guard read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
    return Character(Unicode.Scalar(byte))
  }

  deinit { stop() }
}
