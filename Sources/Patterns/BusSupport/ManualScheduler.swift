/// A scheduler the test drives: it keeps every piece of work and every
/// delivery until the test runs them, so the test decides when each step
/// happens, and nothing depends on timing.
public final class ManualScheduler: CommandScheduler {
  private struct State: Sendable {
    var waiting: [@Sendable () async -> Void] = []
    var running = 0
    var deliveries: [@MainActor @Sendable () -> Void] = []
  }

  private let state = Locked(State())

  public init() {}

  /// Work scheduled and not started yet.
  public var pendingWorkCount: Int { state.withLock { $0.waiting.count } }

  /// Work started and not finished (say, waiting for a held request).
  public var runningWorkCount: Int { state.withLock { $0.running } }

  /// Deliveries waiting for the main actor.
  public var pendingDeliveryCount: Int { state.withLock { $0.deliveries.count } }

  public func schedule(_ work: @escaping @Sendable () async -> Void) {
    state.withLock { $0.waiting.append(work) }
  }

  public func deliver(_ delivery: @escaping @MainActor @Sendable () -> Void) {
    state.withLock { $0.deliveries.append(delivery) }
  }

  /// Starts the oldest waiting work, off the main actor, without waiting
  /// for it to end. Nil if nothing is waiting.
  @discardableResult
  public func startNext() -> Task<Void, Never>? {
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
  public func deliverAll() {
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
  public func runUntilIdle(limit: Int = 1_000) async {
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
