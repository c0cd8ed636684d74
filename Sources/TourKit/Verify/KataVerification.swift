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
  var progress: (String) -> Void = { _ in }

  /// The starter keeps the kata's own module name, so its tests are used
  /// as they are; the solution is built beside it under this one.
  static func solutionModule(of kata: Kata) -> String { kata.module + "Solution" }

  /// Every variant of `kata` that can be judged: the starter, the solution,
  /// and each wrong solution whose step exists.
  func members(of kata: Kata) -> [ScratchPackage.Member] {
    let starter = ScratchPackage.Member(kata: kata, sources: kata.paths(in: kit).starter)
    let solution = ScratchPackage.Member.solution(
      of: kata, in: kit, module: Self.solutionModule(of: kata))
    let wrong = kata.wrongSolutions.filter { wrong in
      kata.steps.contains { $0.suite == wrong.failsStep }
    }.map { ScratchPackage.Member.wrong($0, of: kata, in: kit) }
    return [starter, solution] + wrong
  }

  /// Builds, tests and judges `katas`.
  func run(_ katas: [Kata]) throws -> (verdicts: [KataVerdict], build: VariantBuild.Result) {
    let package = ScratchPackage(kit: kit, name: "KataVerify", folderName: folderName)
    let build = VariantBuild(package: package, progress: progress)
    let members = katas.flatMap(members)
    let result = try build.run(members)
    // The kit has zero warnings, wrong solutions included: each is named
    // in its kata's row.
    var warnings: [String: [String]] = [:]
    for warning in result.warnings {
      guard let member = package.member(owning: warning.path, among: members) else { continue }
      let file = package.originalPath(of: warning.path, members: members).map(kit.relative)
      warnings[member.kata.id, default: []].append(
        "warning: \(file ?? warning.path):\(warning.line): \(warning.message)")
    }
    let verdicts = katas.map { kata in
      KataVerdict(
        kata: kata, kit: kit, outcomes: result.outcomes,
        manifestProblems: KataCompleteness(kit: kit, kata: kata).missing,
        warnings: warnings[kata.id] ?? [])
    }
    return (verdicts, result)
  }
}
