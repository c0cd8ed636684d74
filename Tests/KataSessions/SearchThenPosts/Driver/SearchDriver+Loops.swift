import Foundation
import HeadlessKit
import SessionKit
import Synchronization

@testable import SearchApp
@testable import SearchResources

/// The extra step: `for await state in resource.states` loops, each in a
/// task of its own that runs on the driver's executor, so that after every
/// action each loop has run as far as it can, on every run alike.
extension SessionDriver {
  /// One loop, and what it was given.
  final class Loop {
    let notes = Notes()
    var task: Task<Void, Never>?

    /// Shared by the loop's task and the driver.
    final class Notes: Sendable {
      let last = Mutex<ResourceState?>(nil)
      let ended = Mutex(false)
    }
  }

  /// Does `action` if it is one of the extra step's; false if it is not.
  func performLoopAction(_ action: SearchAction) -> Bool {
    switch action {
    case .startLoop(let path): startLoop(over: path, untilData: false)
    case .startLoopUntilData(let path): startLoop(over: path, untilData: true)
    case .cancelLoop(let number):
      if loops.indices.contains(number - 1) { loops[number - 1].task?.cancel() }
    default: return false
    }
    return true
  }

  private func startLoop(over path: SearchPath, untilData: Bool) {
    guard let copy = apps.first ?? nil else { return }
    let loop = Loop()
    loops.append(loop)
    let stream = copy.service.resource(path.rawValue).states
    loop.task = Task(executorPreference: executor) { [notes = loop.notes] in
      for await state in stream {
        notes.last.withLock { $0 = state }
        if untilData && state.latestData != nil { break }
      }
      notes.ended.withLock { $0 = true }
    }
  }

  /// The state each loop was given last, as a screen drawn from it would
  /// show it, and whether the loop has ended.
  func observeLoops(into seen: inout Observation) {
    for (index, loop) in loops.enumerated() {
      let state = loop.notes.last.withLock { $0 }.map(describe) ?? "no state yet"
      let ended = loop.notes.ended.withLock { $0 } ? "; the loop has ended" : ""
      seen.add("loop \(index + 1)", state + ended)
    }
  }

  private func describe(_ state: ResourceState) -> String {
    let data =
      state.typedContent(as: User.self).map { "\($0.name) (user \($0.id))" }
      ?? state.typedContent(as: [Post].self).map { "posts \($0.map(\.title))" } ?? "no data"
    let error = state.latestError.map { "error \"\($0.message)\"" } ?? "no error"
    return ".\(state.event): \(data), \(error), " + (state.isLoading ? "loading" : "idle")
  }
}

/// An executor that keeps the jobs of the tasks that prefer it until the
/// driver runs them, oldest first, on its own thread: a loop runs only
/// when the driver says, as far as it can go.
final class LoopExecutor: TaskExecutor {
  private let jobs = Mutex<[UnownedJob]>([])

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withLock { $0.append(job) }
  }

  func runUntilIdle() {
    while let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
