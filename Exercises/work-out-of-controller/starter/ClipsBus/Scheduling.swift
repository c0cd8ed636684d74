import Foundation

// Provided: you do not need to edit this file.
//
// Where work runs, and how results get back to the main actor. The app
// would run work on Swift's global executor at once; the tests use a
// `ManualScheduler`, which keeps everything until the test says "run it",
// so every check is instant and gives the same answer every time.

/// Runs work off the main actor, and deliveries on it.
public protocol CommandScheduler: Sendable {
  /// Runs `work` off the main actor, now or later.
  func schedule(_ work: @escaping @Sendable () async -> Void)

  /// Runs `delivery` on the main actor, later.
  func deliver(_ delivery: @escaping @MainActor @Sendable () -> Void)
}

/// A scheduler the test drives.
final class ManualScheduler: CommandScheduler {
  private struct State: Sendable {
    var waiting: [@Sendable () async -> Void] = []
    var running = 0
    var deliveries: [@MainActor @Sendable () -> Void] = []
  }

  private let state = Locked(State())

  /// Work scheduled and not started yet.
  var pendingWorkCount: Int { state.withLock { $0.waiting.count } }

  /// Work started and not finished (say, waiting for a held request).
  var runningWorkCount: Int { state.withLock { $0.running } }

  /// Deliveries waiting for the main actor.
  var pendingDeliveryCount: Int { state.withLock { $0.deliveries.count } }

  func schedule(_ work: @escaping @Sendable () async -> Void) {
    state.withLock { $0.waiting.append(work) }
  }

  func deliver(_ delivery: @escaping @MainActor @Sendable () -> Void) {
    state.withLock { $0.deliveries.append(delivery) }
  }

  /// Starts the oldest waiting work, off the main actor, without waiting
  /// for it to end. Nil if nothing is waiting.
  @discardableResult
  func startNext() -> Task<Void, Never>? {
    let work = state.withLock { state -> (@Sendable () async -> Void)? in
      guard !state.waiting.isEmpty else { return nil }
      state.running += 1
      return state.waiting.removeFirst()
    }
    guard let work else { return nil }
    return Task.detached { [state] in
      await work()
      state.withLock { $0.running -= 1 }
    }
  }

  /// Runs every waiting delivery on the main actor, oldest first.
  @MainActor
  func deliverAll() {
    while let delivery = state.withLock({
      $0.deliveries.isEmpty ? nil : $0.deliveries.removeFirst()
    }) {
      delivery()
    }
  }

  /// Runs all the work, one piece at a time, and every delivery, until
  /// nothing is left. It gives up after `limit` rounds, so code that
  /// re-sends a failing command at once, for ever, ends the test instead
  /// of hanging it (its checks then fail).
  @MainActor
  func runUntilIdle(limit: Int = 1_000) async {
    for _ in 0..<limit {
      if let task = startNext() {
        await task.value
      } else if pendingDeliveryCount > 0 {
        deliverAll()
      } else {
        return
      }
    }
  }
}

/// A value shared between threads, guarded by a lock. Hold it briefly, and
/// never call other code while holding it.
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
