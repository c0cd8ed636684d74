import Foundation

/// A value the bus shares between threads, behind a lock: its handlers, its
/// commands in flight, each command's state. The same idea as BusSupport's
/// `Locked`, kept here because the core compiles on its own.
///
/// Why `NSLock` and not the standard library's `Mutex`: on Linux, `Mutex`
/// unlocks in code built outside a sanitized build, so the thread sanitizer
/// never sees the unlock and reports races that are not there. `NSLock` is
/// a POSIX mutex, which the sanitizer watches; `swift test
/// --sanitize=thread` then reports only real races.
///
/// Hold it for a look-up and never while calling out (a handler, an
/// observer, a completion): copy what you need, unlock, then call.
final class CommandLock<Value>: @unchecked Sendable {
  // @unchecked: every access to `value` goes through `lock`.
  private var value: Value
  private let lock = NSLock()

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
