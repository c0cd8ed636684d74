import Foundation

/// Things that happened, by name, and a way to wait for them without
/// sleeping: a test's handler fires "entered" when it holds a command, and
/// the test waits for it before it cancels, so the order is the test's,
/// never the machine's. Both bus katas' tests hold commands this way.
public final class TestEvents: Sendable {
  public init() {}

  private struct State: Sendable {
    var seen: Set<String> = []
    var waiters: [(wanted: Set<String>, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let state = Locked(State())

  public func contains(_ event: String) -> Bool { state.withLock { $0.seen.contains(event) } }

  public func fire(_ event: String) {
    let ready = state.withLock { state in
      state.seen.insert(event)
      let ready = state.waiters.filter { $0.wanted.contains(event) }.map(\.continuation)
      state.waiters.removeAll { $0.wanted.contains(event) }
      return ready
    }
    for waiter in ready { waiter.resume() }
  }

  /// Returns once any of `wanted` has happened.
  public func waitForAny(of wanted: Set<String>) async {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state in
        guard state.seen.isDisjoint(with: wanted) else { return true }
        state.waiters.append((wanted, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }
}
