import Foundation

/// verify's part for the katas: every kata's pristine starter, reference
/// solution and wrong solutions, built side by side as modules of one
/// scratch package, tested in one run, and judged against kata.json.
///
/// Each variant is a module of its own ("SlimTimeline" for the starter,
/// "SlimTimelineSolution", "SlimTimelineWrongStrongDelegate", …) with a copy
/// of the kata's tests that imports it, so the toolkit is compiled once and
/// SwiftPM builds every variant in parallel.
struct KataVerification {
  let kit: Kit
  /// The scratch folder under `.tour/build`: one for the whole kit, one per
  /// kata for `verify <kata>`, so neither undoes the other's build.
  let folderName: String
  /// Whether extra wrong solutions are built too (see `WrongSolution.isExtra`).
  var includesExtras = true
  /// Whether only the sessions run (`verify <kata> --sessions-only`): the
  /// measurement of what the sessions alone reject, with every
  /// hand-written test left out. No harness attack is built then.
  var sessionsOnly = false
  /// What the build is doing, for verify's progress line.
  let progress = BuildProgress()

  /// The wrong solutions this run builds.
  func wrongSolutions(of kata: Kata) -> [WrongSolution] {
    kata.wrongSolutions.filter { includesExtras || !$0.isExtra }
  }

  /// The harness attacks this run builds over each kata's starter and
  /// solution.
  func harnessAttacks() throws -> [HarnessAttack] {
    try HarnessAttack.load(from: kit).filter { includesExtras || !$0.isExtra }
  }

  /// Every attack over the kata's starter, and over its solution.
  func harnessVariants(of kata: Kata) throws -> [HarnessVariant] {
    try harnessAttacks().flatMap { attack in
      HarnessAttack.Base.built(includingExtras: includesExtras).map {
        HarnessVariant(kit: kit, kata: kata, attack: attack, base: $0)
      }
    }
  }

  /// The scratch folder verify builds `katas` in: one per kata for
  /// `verify <kata>`, one for the whole kit.
  static func folderName(for katas: [Kata]) -> String {
    katas.count == 1 ? "verify-\(katas[0].id)" : "verify-katas"
  }

  /// The starter keeps the kata's own module name, so its tests are used
  /// as they are; the solution is built beside it under this one.
  static func solutionModule(of kata: Kata) -> String { kata.module + "Solution" }

  /// Every variant of `kata` that can be judged: the starter, the solution,
  /// and each wrong solution whose step exists and whose patch applies (the
  /// completeness check reports one that does not).
  func members(of kata: Kata) -> [ScratchPackage.Member] {
    let starter = ScratchPackage.Member(kata: kata, sources: kata.paths(in: kit).starter)
    let solution = ScratchPackage.Member.solution(
      of: kata, in: kit, module: Self.solutionModule(of: kata))
    let steps = Self.stepFiles(of: kata, in: kit)
    let wrong = wrongSolutions(of: kata).filter {
      kata.stepNumber(ofSuite: $0.failsStep) != nil
    }.compactMap { wrong -> ScratchPackage.Member? in
      guard var member = try? ScratchPackage.Member.wrong(wrong, of: kata, in: kit) else {
        return nil
      }
      member.borrowUnchanged(from: solution)
      // Only its step is judged, so only its step is compiled: the test
      // files are most of a variant's build time.
      // The story is told by the starter and the solution alone.
      let judged = sessionsOnly ? sessionSteps(of: kata) : [wrong.failsStep]
      member.testsLeftOut = Set(steps.filter { $0.value.isDisjoint(with: judged) }.keys)
        .union(kata.storyFiles(in: kit))
      return member
    }
    return [starter, solution] + wrong
  }

  /// The steps whose suites the kata's sessions play in.
  func sessionSteps(of kata: Kata) -> Set<String> {
    kata.sessionSuiteFolders(in: kit).reduce(into: []) { steps, folder in
      for suites in Self.stepFiles(in: folder).values { steps.formUnion(suites) }
    }
  }

  /// The test files of `kata` (its tests and its session suite) that
  /// declare steps, with the suites each declares.
  static func stepFiles(of kata: Kata, in kit: Kit) -> [String: Set<String>] {
    ([kata.paths(in: kit).tests] + kata.sessionSuiteFolders(in: kit)).reduce(into: [:]) {
      $0.merge(stepFiles(in: $1)) { $0.union($1) }
    }
  }

  /// The test files that declare steps, with the suites each declares
  /// (`struct Step3` or `extension Step3`). Files that declare none are the
  /// tests' shared support, compiled with every step.
  static func stepFiles(in tests: URL) -> [String: Set<String>] {
    var files: [String: Set<String>] = [:]
    for file in FolderSync.swiftFiles(in: tests) {
      guard let text = try? String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
      else { continue }
      var suites = Set<String>()
      for line in text.split(separator: "\n") {
        for keyword in ["struct ", "extension "] {
          guard let range = line.range(of: keyword + "Step") else { continue }
          let name = line[range.upperBound...].prefix { $0.isNumber }
          if !name.isEmpty, line[..<range.lowerBound].allSatisfy({ $0 == " " }) {
            suites.insert("Step" + name)
          }
        }
      }
      if !suites.isEmpty { files[file] = suites }
    }
    return files
  }

  /// What a run of verify found: each kata's verdict, the build's, and
  /// the variants whose verdict changed from one run of the tests to the
  /// next (with `repeat`).
  struct Outcome {
    let verdicts: [KataVerdict]
    let build: VariantBuild.Result
    /// Each variant's judgement, by module.
    let judgements: [String: Judgement]
    /// "ComposeMessageWrongStrongTarget: failed 1:pass … / failed 1:fail …".
    var unsteady: [String] = []
  }

  /// Builds, tests and judges `katas`, each variant by the one judge a
  /// learner's check uses; with `repeat` above 1, runs the tests that many
  /// times and reports every variant whose judgement differed.
  func run(_ katas: [Kata], repeating plan: RepeatPlan = RepeatPlan()) throws -> Outcome {
    var package = ScratchPackage(kit: kit, name: "KataVerify", folderName: folderName)
    package.buildsManySmallModules = true
    var build = VariantBuild(package: package, progress: progress)
    if sessionsOnly { build.testFilter = "/sessionsAgree\\(" }
    var members = katas.flatMap(members)
    // An attack that ends the process it runs in runs alone.
    var alone: Set<String> = []
    var harnessProblems: [String: String] = [:]
    let overlays = kit.scratch.appendingPathComponent(folderName + "-harness")
    for kata in katas where !sessionsOnly {
      do {
        let variants = try harnessVariants(of: kata)
        let built = try variants.map { try $0.member(overlaysIn: overlays) }
        members += built
        for (variant, member) in zip(variants, built) where variant.attack.runsAlone {
          alone.insert(member.module)
        }
      } catch {
        harnessProblems[kata.id] = "harness attacks: \(error)"
      }
    }
    // The house rules read every variant beside the build, as a check
    // reads the learner's files beside theirs.
    let rules = HouseRulesRun(
      members.map { HouseRules.program(of: $0, in: kit) }, scratch: HouseRulesRun.scratch(in: kit))
    let result = try build.run(members, alone: alone)
    progress.set(doing: "reading the house rules")
    let bench = VariantBench(result: result, rules: rules, members: members)
    let judgements = try judge(members, on: bench)
    var unsteady: [String] = []
    let again = repeated(members, katas: katas, plan: plan).filter {
      result.compileErrors[$0.module] == nil
    }
    for round in stride(from: 2, through: plan.rounds, by: 1) where !again.isEmpty {
      progress.set(doing: "testing \(again.count) variant(s) again (\(round) of \(plan.rounds))")
      let again = try build.retest(again, alone: alone)
      var rerun = result
      rerun.runs = again.runs
      let second = try judge(
        members.filter { again.runs[$0.module] != nil },
        on: VariantBench(result: rerun, rules: rules, members: members))
      for member in members {
        guard let first = judgements[member.module]?.signature,
          let other = second[member.module]?.signature, first != other,
          !unsteady.contains(where: { $0.hasPrefix(member.module + ":") })
        else { continue }
        unsteady.append("\(member.module): \(first) / then: \(other)")
      }
    }
    progress.set(doing: "telling the stories")
    let stories = try StoryCheck.problems(of: katas, judgements: judgements, in: package)
    progress.set(doing: "proving the sessions fair")
    let oracles = try SessionOracleCheck.problems(of: katas, judgements: judgements, in: package)
    // The kit has zero warnings, wrong solutions included: each is named
    // in its kata's row.
    var warnings: [String: [String]] = [:]
    for warning in result.warnings {
      guard let member = package.member(owning: warning.path, among: members) else { continue }
      let file = package.originalPath(of: warning.path, members: members).map(kit.relative)
      warnings[member.kata.id, default: []].append(
        "warning: \(file ?? warning.path):\(warning.line): \(warning.message)")
    }
    let attacks = (try? harnessAttacks()) ?? []
    let verdicts = katas.map { kata in
      KataVerdict(
        kata: kata, kit: kit, wrongSolutions: wrongSolutions(of: kata),
        harnessAttacks: harnessProblems[kata.id] == nil ? attacks : [],
        harnessBases: HarnessAttack.Base.built(includingExtras: includesExtras),
        judgements: judgements,
        manifestProblems: KataCompleteness(kit: kit, kata: kata).missing
          + [harnessProblems[kata.id]].compactMap { $0 },
        warnings: (warnings[kata.id] ?? []) + (stories[kata.id] ?? []) + (oracles[kata.id] ?? [])
          + unsteady.filter { line in
            members.contains { $0.kata == kata && line.hasPrefix($0.module + ":") }
          }.map { "verdict changed between runs: " + $0 })
    }
    return Outcome(
      verdicts: verdicts, build: result, judgements: judgements, unsteady: unsteady)
  }

  /// The members `plan` tests again: every starter, solution and harness
  /// attack, and the wrong solutions it picks.
  private func repeated(_ members: [ScratchPackage.Member], katas: [Kata], plan: RepeatPlan)
    -> [ScratchPackage.Member]
  {
    var wrongModules: [String: Bool] = [:]
    var index = 0
    for kata in katas {
      for wrong in wrongSolutions(of: kata) {
        wrongModules[wrong.module(of: kata)] = plan.repeats(wrong, at: index)
        index += 1
      }
    }
    return members.filter { wrongModules[$0.module] ?? true }
  }

  /// Each member's judgement, by module.
  private func judge(_ members: [ScratchPackage.Member], on bench: VariantBench) throws
    -> [String: Judgement]
  {
    let judge = Judge(kit: kit, bench: bench)
    var judgements: [String: Judgement] = [:]
    for member in members { judgements[member.module] = try judge.judge(member) }
    return judgements
  }
}
