import Foundation

/// The house rules, read on a thread of their own while the kata builds, so
/// a check is no slower for them: the parse takes tens of milliseconds, the
/// build seconds.
final class HouseRulesRun: @unchecked Sendable {
  // @unchecked: `result` is written once by the worker thread before
  // `finished` is signalled, and read only after that, under `lock`.

  enum Result: Sendable {
    case kept
    case broken([HouseRuleFinding])
    /// The toolchain gave no parse; the reason, in a sentence.
    case notChecked(String)
  }

  private let lock = NSLock()
  private let finished = DispatchSemaphore(value: 0)
  private var result: Result?
  private var waited = false

  /// Starts checking `programs` at once.
  init(_ programs: [HouseRules.Program], scratch: URL) {
    Thread.detachNewThread { [self] in
      let outcome: Result
      do {
        let findings = try HouseRules.check(programs, scratch: scratch)
        outcome = findings.isEmpty ? .kept : .broken(findings)
      } catch {
        outcome = .notChecked("\(error)")
      }
      lock.withLock { result = outcome }
      finished.signal()
    }
  }

  /// The learner's files of `kata`, its workbench in `kit`, as `check`
  /// builds them.
  convenience init(workbenchOf kata: Kata, in kit: Kit) {
    let member = ScratchPackage.Member(
      kata: kata, sources: kata.paths(in: kit).workbench)
    self.init(
      [HouseRules.program(of: member, in: kit)],
      scratch: kit.scratch.appendingPathComponent("house-rules"))
  }

  /// Waits for the rules to be read (at once if they have been) and says
  /// what they found. Safe to call more than once.
  func wait() -> Result {
    let mustWait = lock.withLock {
      defer { waited = true }
      return !waited
    }
    if mustWait { finished.wait() }
    return lock.withLock { result ?? .notChecked("the rules were not read") }
  }
}
