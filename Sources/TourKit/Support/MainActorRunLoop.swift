import Foundation

/// Runs asynchronous main-actor work to its end from synchronous code on the
/// main thread, such as a tour command printing a modern demo's trace.
///
/// The tour's commands are synchronous, but the modern counterparts use
/// async/await on the main actor. Blocking the main thread on a semaphore
/// would deadlock (the work needs that thread), so instead the main run loop
/// turns until the work is done: each turn runs the main actor's queued jobs.
enum MainActorRunLoop {
  @MainActor
  static func run<Result>(_ work: @escaping @MainActor () async -> Result) -> Result {
    var result: Result?
    Task { @MainActor in result = await work() }
    while result == nil {
      _ = RunLoop.main.run(mode: .default, before: .distantFuture)
    }
    return result!
  }
}
