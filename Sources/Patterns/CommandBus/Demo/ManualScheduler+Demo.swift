import BusSupport
import Foundation

extension ManualScheduler {
  /// `runUntilIdle()` for a demo, which must hand back its trace
  /// synchronously: each job still runs off the main thread, in a task of
  /// its own, while the main thread waits for it to end.
  ///
  /// Blocking the main thread would freeze an app, and in general could
  /// deadlock; here it cannot, because the bus's work never waits for the
  /// main actor: outcomes are handed back to this scheduler, which runs
  /// them on the main thread only once the job has ended. Demo use only.
  @MainActor
  func runUntilIdleBlockingMainThread() {
    while true {
      if let task = startNext() {
        let done = DispatchSemaphore(value: 0)
        Task.detached {
          await task.value
          done.signal()
        }
        done.wait()
      } else if pendingDeliveryCount > 0 {
        deliverAll()
      } else {
        return
      }
    }
  }
}
