/// The bench verify judges on (see `Judge`): every variant of every kata
/// built and tested together in one package (`VariantBuild`), and the
/// house rules read for all of them at once, before anything is judged.
/// Its tests ran whatever the rules said, so the judge can name every
/// gate that caught a wrong solution.
struct VariantBench: JudgeBench {
  let result: VariantBuild.Result
  /// The house rules' reading of every member's program, by module.
  let readings: [String: HouseRules.Reading]
  /// Why the rules could not be read, if they could not.
  let unread: String?

  /// `rules` read the programs of `members`, in that order.
  init(result: VariantBuild.Result, rules: HouseRulesRun, members: [ScratchPackage.Member]) {
    self.result = result
    switch rules.wait() {
    case .read(let all):
      readings = Dictionary(
        zip(members.map(\.module), all).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
      unread = nil
    case .notChecked(let reason):
      readings = [:]
      unread = reason
    }
  }

  var testsWhateverTheRulesSay: Bool { true }

  func build(_ member: ScratchPackage.Member) throws -> BenchBuild {
    BenchBuild(errors: result.compileErrors[member.module], output: "")
  }

  func houseRules(of member: ScratchPackage.Member) -> HouseRulesRun.Outcome {
    if let unread { return .notChecked(unread) }
    guard let reading = readings[member.module] else {
      return .notChecked("the rules were not read for \(member.module)")
    }
    return .read([reading])
  }

  func test(_ member: ScratchPackage.Member) throws -> TestRun? {
    result.runs[member.module]
  }
}
