import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A hook for the tour's own tests, and nothing else: it lets a test stop
/// the tour at a chosen file step, to show that a power cut or a full disk
/// at that moment loses none of the learner's work.
///
/// Every step that changes a file goes through `FileSteps`, which calls
/// `beforeStep()` first. With `PATTERNS_TOUR_TEST_FAULT_AFTER=N` set, the
/// first N steps run and the next one does not: the process kills itself
/// with SIGKILL (which nothing can catch or clean up after, like `kill -9`
/// or a power cut), or, with `PATTERNS_TOUR_TEST_FAULT=full`, the step
/// fails as it would on a full disk, and with `io`, with an input/output
/// error (a disk that went away, a network folder that dropped): a failure
/// with no advice of its own. Steps are counted, not timed, so a
/// test sees the same step fail on every run. Without the variable this
/// does nothing.
enum FaultInjectionTestHook {
  /// How many steps may run, read once; nil when the hook is off.
  private static let allowedSteps: Int? = {
    let environment = ProcessInfo.processInfo.environment
    return environment["PATTERNS_TOUR_TEST_FAULT_AFTER"].flatMap { Int($0) }
  }()

  /// The error the step fails with; nil when it is killed instead.
  private static let failure: Int32? = {
    switch ProcessInfo.processInfo.environment["PATTERNS_TOUR_TEST_FAULT"] {
    case "full": ENOSPC
    case "io": EIO
    default: nil
    }
  }()

  /// Steps begun so far. The tour changes files from its main thread only,
  /// but a lock keeps the count right whichever thread calls.
  private static let counter = Counter()

  /// Called before each file step; `file` is what the step is about to
  /// change, for the error a full disk gives.
  static func beforeStep(_ file: URL) throws {
    guard let allowedSteps else { return }
    guard counter.next() > allowedSteps else { return }
    if let failure {
      throw NSError(
        domain: NSPOSIXErrorDomain, code: Int(failure), userInfo: [NSFilePathErrorKey: file.path])
    }
    kill(getpid(), SIGKILL)
  }

  private final class Counter: @unchecked Sendable {
    // @unchecked: `count` is only read and written under `lock`.
    private let lock = NSLock()
    private var count = 0

    func next() -> Int {
      lock.withLock {
        count += 1
        return count
      }
    }
  }
}
