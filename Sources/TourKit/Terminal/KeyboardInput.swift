import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
