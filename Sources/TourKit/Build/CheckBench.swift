import Foundation

/// The bench a check judges on (see `Judge`): the check package, one kata
/// at a time. It copies the member into the package, starts the house rules
/// on those copies (the very bytes the build compiles), builds, and runs
/// the tests on their own. The caller holds the package's lock.
final class CheckBench: JudgeBench {
  let check: KataCheck
  /// Told as each stage begins, for the learner's screen.
  private let stage: (Stage) -> Void
  private var rules: HouseRulesRun?

  enum Stage {
    /// The build begins; `first` when the package was never built (the
    /// toolkit is compiled too).
    case building(first: Bool)
    /// The tests begin.
    case testing
  }

  init(_ check: KataCheck, stage: @escaping (Stage) -> Void = { _ in }) {
    self.check = check
    self.stage = stage
  }

  var testsWhateverTheRulesSay: Bool { false }

  func build(_ member: ScratchPackage.Member) throws -> BenchBuild {
    let package = check.package()
    let first = !package.hasBuilt
    let member = try check.prepare(member)
    rules = HouseRulesRun(
      [check.houseRulesProgram(of: member)], scratch: HouseRulesRun.scratch(in: check.kit))
    stage(.building(first: first))
    let result = try package.build()
    guard result.succeeded else {
      // A failure because the package was deleted mid-check is not the
      // learner's code (see `BuildFolderGone`).
      try check.confirmPackageIsThere(package)
      let errors = KataCheck.compileErrors(in: result.output, package: package, member: member)
      return BenchBuild(errors: errors, output: result.output)
    }
    return BenchBuild(errors: nil, output: result.output)
  }

  func houseRules(of member: ScratchPackage.Member) -> HouseRulesRun.Outcome {
    rules?.wait() ?? .notChecked("the rules were not read")
  }

  func test(_ member: ScratchPackage.Member) throws -> TestRun? {
    let package = check.package()
    guard package.hasTestExecutable else {
      try check.confirmPackageIsThere(package)
      return nil
    }
    stage(.testing)
    let run = try package.test()
    if run.process.status != 0 { try check.confirmPackageIsThere(package) }
    return run
  }

  /// Lets the house rules finish reading, whatever became of the check, so
  /// what they read is kept for the next one.
  deinit { _ = rules?.wait() }
}
