/// Where the judge builds and tests what it judges: the check package, one
/// kata at a time (`CheckBench`), or verify's package of variants, built
/// and tested together before anything is judged (`VariantBench`). The
/// judge's order and its verdict are the same on both.
protocol JudgeBench {
  /// Builds `member` (a bench that built everything already says how its
  /// build went), and starts reading its house rules beside the build.
  func build(_ member: ScratchPackage.Member) throws -> BenchBuild
  /// What the house rules read in the files `member`'s build compiled.
  func houseRules(of member: ScratchPackage.Member) -> HouseRulesRun.Outcome
  /// The run of `member`'s tests, or nil when the build made no tests.
  func test(_ member: ScratchPackage.Member) throws -> TestRun?
  /// Whether the tests run even when the house rules refuse the code:
  /// verify's do (all its variants were tested together), so it can say
  /// what else caught them; a check's do not, as the learner would only
  /// read that the rules were broken.
  var testsWhateverTheRulesSay: Bool { get }
}

/// How a member's build went.
struct BenchBuild {
  /// Nil when it compiled; otherwise its errors, in the learner's files.
  let errors: [CompileError]?
  /// What the compiler printed.
  let output: String
}
