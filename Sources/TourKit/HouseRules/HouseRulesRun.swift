import Foundation
import Synchronization

/// The house rules, read on a thread of their own while the code builds,
/// so a check is no slower for them: the parse takes tens of milliseconds,
/// the build seconds.
final class HouseRulesRun: Sendable {
  enum Outcome: Sendable {
    /// One reading per program, in the order they were given.
    case read([HouseRules.Reading])
    /// The toolchain gave no parse; the reason, in a sentence.
    case notChecked(String)
  }

  private let outcome = Mutex<Outcome?>(nil)
  private let finished = DispatchSemaphore(value: 0)

  /// Starts reading `programs` at once.
  init(_ programs: [HouseRules.Program], scratch: URL) {
    Thread.detachNewThread { [self] in
      let read: Outcome
      do {
        read = .read(try HouseRules.read(programs, scratch: scratch))
      } catch {
        read = .notChecked("\(error)")
      }
      outcome.withLock { $0 = read }
      finished.signal()
    }
  }

  /// The folder the house rules keep what they read in, under `kit`.
  static func scratch(in kit: Kit) -> URL { kit.scratch.appendingPathComponent("house-rules") }

  /// Waits for the rules to be read (at once if they have been) and says
  /// what they found. Safe to call more than once, from any thread.
  func wait() -> Outcome {
    if let done = outcome.withLock({ $0 }) { return done }
    finished.wait()
    finished.signal()  // Let any other waiter through too.
    return outcome.withLock { $0 } ?? .notChecked("the rules were not read")
  }

  /// Every finding of every program, when the rules could be read.
  var findings: [HouseRuleFinding]? {
    guard case .read(let readings) = wait() else { return nil }
    return HouseRules.ordered(readings.flatMap(\.findings))
  }
}
