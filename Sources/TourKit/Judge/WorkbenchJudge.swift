import Foundation

extension Judge {
  /// Judges the learner's workbench of `kata` in the check package, under
  /// the package's lock: what `check`, `watch` and `run` call. `waiting`
  /// hears what the judge is waiting for (another build in the package),
  /// `stage` when the build and the tests begin. `afterwards` runs on the
  /// built package before the lock is let go (`run` tells its story
  /// there).
  static func workbench<Afterwards>(
    of kata: Kata, in kit: Kit, for purpose: BuildLock.Holder.Purpose,
    waiting: (String?) -> Void = { _ in }, stage: @escaping (CheckBench.Stage) -> Void = { _ in },
    afterwards: (Judgement, ScratchPackage) throws -> Afterwards
  ) throws -> (Judgement, Afterwards) {
    let check = KataCheck(kit: kit, kata: kata)
    let lock = try check.lockPackage(for: purpose) { holder in
      waiting(check.waitMessage(for: holder))
    }
    defer { lock.release() }
    let judgement = try Judge(kit: kit, bench: CheckBench(check, stage: stage))
      .judge(try check.workbench())
    return (judgement, try afterwards(judgement, check.package()))
  }

  /// Judges the learner's workbench of `kata`, as `check` does.
  static func workbench(
    of kata: Kata, in kit: Kit, waiting: (String?) -> Void = { _ in },
    stage: @escaping (CheckBench.Stage) -> Void = { _ in }
  ) throws -> Judgement {
    try workbench(
      of: kata, in: kit, for: .check, waiting: waiting, stage: stage, afterwards: { _, _ in () }
    ).0
  }
}
