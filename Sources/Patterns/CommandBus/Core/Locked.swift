import Foundation

/// A value that many threads share, guarded by a lock.
///
/// The bus is called from any thread (a screen, a handler's task, a test's
/// thousand tasks). An actor would guard its state too, but every call
/// would then be `async`, and `send(_:)` must be callable from synchronous
/// code (an action method) and keep the order commands were sent in. A
/// lock held for a few instructions gives both.
///
/// Never call out to other code (a handler, a listener, a completion) while
/// holding the lock: copy what you need out, unlock, then call.
final class Locked<State: Sendable>: @unchecked Sendable {
  // @unchecked: every access to `state` goes through `lock`.
  private var state: State
  private let lock = NSLock()

  init(_ state: State) {
    self.state = state
  }

  func withLock<Value>(_ body: (inout State) throws -> Value) rethrows -> Value {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
