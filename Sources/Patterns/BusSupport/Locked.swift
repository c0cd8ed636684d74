import Foundation

/// A value shared between threads, guarded by a lock: what the command
/// bus's journal, its credentials and the tests' fakes keep their state in,
/// and what a kata's bus keeps its handlers in.
///
/// A lock rather than an actor: every call to an actor is `async`, and a
/// bus's `send(_:)` must be callable from synchronous code (an action
/// method) and keep the order commands were sent in. A lock held for a few
/// instructions gives both. (The command bus's core, which must compile on
/// its own, keeps its state in `CommandLock`, the same lock under its own
/// name.)
///
/// Hold it briefly, and never call other code (a handler, a listener, a
/// completion) while holding it: copy what you need out, unlock, then call.
public final class Locked<Value: Sendable>: @unchecked Sendable {
  // @unchecked: every access to `value` goes through `lock`.
  private var value: Value
  private let lock = NSLock()

  public init(_ value: Value) {
    self.value = value
  }

  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
