import Foundation

extension Judge {
  /// How a caller waits on the judge: it takes the check package's lock
  /// (saying meanwhile whom it waits for), and it wraps the judging, which
  /// builds and tests (showing a clock meanwhile; `first` when the package
  /// was never built, so the toolkit is compiled too).
  struct Waiting {
    var lock: (KataCheck, BuildLock.Holder.Purpose) throws -> BuildLock.Held = {
      try $0.lockPackage(for: $1)
    }
    var judging:
      (_ first: Bool, _ judge: (BuildProgress?) throws -> Judgement) throws -> Judgement = {
        try $1(nil)
      }
  }

  /// Judges the learner's workbench of `kata` in the check package, under
  /// the package's lock: what `check`, `watch` and `run` call. `afterwards`
  /// runs on the built package before the lock is let go (`run` tells its
  /// story there).
  static func workbench<Afterwards>(
    of kata: Kata, in kit: Kit, for purpose: BuildLock.Holder.Purpose,
    waiting: Waiting = Waiting(),
    afterwards: (Judgement, ScratchPackage) throws -> Afterwards
  ) throws -> (Judgement, Afterwards) {
    let check = KataCheck(kit: kit, kata: kata)
    let lock = try waiting.lock(check, purpose)
    defer { lock.release() }
    let member = try check.workbench()
    let judgement = try waiting.judging(!check.package().hasBuilt) { progress in
      try Judge(kit: kit, bench: CheckBench(check, progress: progress)).judge(member)
    }
    return (judgement, try afterwards(judgement, check.package()))
  }

  /// Judges the learner's workbench of `kata`, as `check` does.
  static func workbench(of kata: Kata, in kit: Kit, waiting: Waiting = Waiting()) throws
    -> Judgement
  {
    try workbench(
      of: kata, in: kit, for: .check, waiting: waiting, afterwards: { _, _ in () }
    ).0
  }
}
