/// Hands parsed responses to the main actor in the order they arrived from
/// the transport.
///
/// Parsing runs off the main actor, several responses at once, so a small
/// response that arrived second could finish parsing first. Observers would
/// then see the world out of order. Each response takes a ticket when it
/// arrives; a finished one waits until every earlier ticket has been
/// delivered. (Order between responses is the transport's business; order
/// after they arrive is ours.)
@MainActor
final class ResponseSequencer {
  private var nextTicket = 0
  private var nextToDeliver = 0
  private var waiting: [Int: @MainActor () -> Void] = [:]
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []

  /// A ticket for a response that just arrived.
  func takeTicket() -> Int {
    defer { nextTicket += 1 }
    return nextTicket
  }

  /// Runs `delivery` once every earlier ticket has been delivered; runs any
  /// later deliveries that were waiting for this one.
  func deliver(_ ticket: Int, _ delivery: @escaping @MainActor () -> Void) {
    waiting[ticket] = delivery
    while let next = waiting.removeValue(forKey: nextToDeliver) {
      nextToDeliver += 1
      next()
    }
    if isIdle {
      let waiters = idleWaiters
      idleWaiters = []
      for waiter in waiters { waiter.resume() }
    }
  }

  /// Whether every response that arrived has been delivered.
  var isIdle: Bool { nextToDeliver == nextTicket }

  /// Returns once every response that has arrived so far is delivered.
  func waitUntilIdle() async {
    guard !isIdle else { return }
    await withCheckedContinuation { idleWaiters.append($0) }
  }
}
