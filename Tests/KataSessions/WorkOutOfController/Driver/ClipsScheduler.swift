import BusSupport
import HeadlessKit
import SessionKit

@testable import ClipsBus

/// The apps' scheduler: the kit's `ManualScheduler`, which the driver runs
/// after every action until nothing is left, as the app's executor would
/// run everything at once. It remembers the work in flight, so that the
/// session can have it cancelled, as the system cancels work it takes away.
final class ClipsScheduler: CommandScheduler {
  private struct Work: Sendable {
    let number: Int
    let cancel: @Sendable () -> Void
    var started = false
    var ended = false
  }

  private let manual = ManualScheduler()
  private let works = Locked<[Work]>([])

  func schedule(_ work: @escaping @Sendable () async -> Void) -> @Sendable () -> Void {
    let number = works.withLock { $0.count }
    // The work is the app's: what it makes is counted for the app.
    let cancel = manual.schedule(
      LiveObjects.handedOn { [works] in
        works.withLock { $0[number].started = true }
        await work()
        works.withLock { $0[number].ended = true }
      })
    works.withLock { $0.append(Work(number: number, cancel: cancel)) }
    return cancel
  }

  func deliver(_ delivery: @escaping @MainActor @Sendable () -> Void) {
    manual.deliver(delivery)
  }

  /// Cancels the oldest (or newest) work started and not ended; false if
  /// there is none.
  @discardableResult
  func cancelInFlight(newest: Bool) -> Bool {
    let running = works.withLock { $0.filter { $0.started && !$0.ended } }
    guard let work = newest ? running.last : running.first else { return false }
    work.cancel()
    return true
  }

  /// Runs every piece of work and every delivery, and whatever they start,
  /// until nothing is left but what waits for the server. False if the app
  /// never came to rest (work that polls, or sends again for ever); the
  /// deliveries run all the same, so a poller gets its answer and a task
  /// that keeps busy elsewhere in the process stops no app's work.
  @MainActor
  func drain() async -> Bool {
    var rested = true
    for _ in 0..<100 {
      manual.startAll()
      rested = await SerialExecution.settle() && rested
      manual.deliverAll()
      rested = await SerialExecution.settle() && rested
      if manual.pendingWorkCount == 0 && manual.pendingDeliveryCount == 0 { return rested }
    }
    return false
  }
}
