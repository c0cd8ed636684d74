import Foundation

/// The bench a check judges on (see `Judge`): the check package, one kata
/// at a time. It copies the member into the package, starts the house rules
/// on those copies (the very bytes the build compiles), builds, and runs
/// the tests on their own. The caller holds the package's lock.
final class CheckBench: JudgeBench {
  let check: KataCheck
  /// Hears how far the build has got, and when the tests begin, for the
  /// clock on the learner's screen.
  private let progress: BuildProgress?
  private var rules: HouseRulesRun?

  init(_ check: KataCheck, progress: BuildProgress? = nil) {
    self.check = check
    self.progress = progress
  }

  var testsWhateverTheRulesSay: Bool { false }

  func build(_ member: ScratchPackage.Member) throws -> BenchBuild {
    let package = check.package()
    let member = try check.prepare(member)
    rules = HouseRulesRun(
      [check.houseRulesProgram(of: member)], scratch: HouseRulesRun.scratch(in: check.kit))
    let result = try package.build(progress: progress)
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
    progress?.set(doing: "running the tests")
    let run = try package.test()
    if run.process.status != 0 { try check.confirmPackageIsThere(package) }
    return run
  }

  /// Lets the house rules finish reading, whatever became of the check, so
  /// what they read is kept for the next one.
  deinit { _ = rules?.wait() }
}
