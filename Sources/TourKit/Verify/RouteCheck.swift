import Foundation

/// verify's part for the route macOS takes: one kata's check and story, run
/// again through `swift test --skip-build` (see TestRoute) in the package
/// verify has just built, must come to the same verdicts and stories as the
/// direct route.
///
/// The tour's users are on macOS, where SwiftPM runs the tests and hands
/// the event stream on; the kit's CI is on Linux, where the tour runs the
/// test executable itself. Without this row, nothing the kit runs would go
/// the macOS way. It costs two starts of `swift test` and two of the test
/// executable, on a package already built: seconds, so it runs on every
/// verify, not only under CI. On macOS there is one route only, and no row.
enum RouteCheck {
  /// The row for the first kata of `verdicts` that verify found in order
  /// (or the first of `katas`), built in the package verify used for
  /// `katas`; none where there is only one route, or nothing was built.
  static func rows(katas: [Kata], verdicts: [KataVerdict], kit: Kit) throws -> [VerifyRow] {
    guard TestRoute.platformDefault == .direct,
      let kata = verdicts.first(where: { $0.failed == 0 })?.kata ?? katas.first
    else { return [] }
    let package = ScratchPackage(
      kit: kit, name: "KataVerify", folderName: KataVerification.folderName(for: katas))
    guard package.hasTestExecutable else { return [] }
    let name = "macOS route (swift test): \(kata.id)"
    do {
      let differences = try compare(kata, in: package)
      return [
        VerifyRow(
          name: name, passed: 4 - differences.count, failed: differences.count,
          notes: differences)
      ]
    } catch ProcessRunner.Failure.interrupted {
      throw ProcessRunner.Failure.interrupted  // Ctrl-C stops verify, as anywhere else.
    } catch {
      return [VerifyRow(name: name, passed: 0, failed: 1, notes: ["\(error)"])]
    }
  }

  /// What differs between the routes for `kata`'s starter and solution:
  /// the verdict of a check and the story `run` tells. Empty when they agree.
  static func compare(_ kata: Kata, in package: ScratchPackage) throws -> [String] {
    let modules = [("starter", kata.testModule), ("solution", StoryCheck.solutionTests(of: kata))]
    let filter = "(" + modules.map(\.1).joined(separator: "|") + ")\\."
    var differences: [String] = []
    let direct = try package.test(filter: filter, route: .direct)
    let viaSwiftTest = try package.test(filter: filter, route: .swiftTest)
    for (variant, module) in modules {
      let expected = outline(TestVerdict(judging: direct, of: kata, testModule: module), package)
      let got = outline(TestVerdict(judging: viaSwiftTest, of: kata, testModule: module), package)
      // Only what differs: a step's outcome, or the whole verdict.
      let differing = zip(got, expected).filter { $0.0 != $0.1 }
      let said =
        got.count == expected.count
        ? differing.map { "\($0.0.what): \($0.0.outcome) by swift test, \($0.1.outcome) directly" }
        : ["\(got.map(\.outcome)) by swift test, \(expected.map(\.outcome)) directly"]
      differences += said.map { "check, \(variant), \($0)" }
    }
    let told = try StoryRun.tell(modules.map(\.1), in: package, route: .direct)
    let toldViaSwiftTest = try StoryRun.tell(modules.map(\.1), in: package, route: .swiftTest)
    for (variant, module) in modules where told.stories[module] != toldViaSwiftTest.stories[module]
    {
      differences.append("story, \(variant): told differently by swift test")
    }
    return differences
  }

  /// A verdict in words both routes can be compared by: each step's
  /// outcome, or (as one entry) what kept the steps from being judged.
  static func outline(
    _ verdict: TestVerdict, _ package: ScratchPackage
  ) -> [(what: String, outcome: String)] {
    guard let steps = verdict.steps else {
      return [("the run", verdict.described(in: package.kit))]
    }
    return steps.map { step in
      let outcome =
        switch step.status {
        case .passed: "passed"
        case .failed: "failed"
        case .notRun: "not run"
        }
      return ("step \(step.number)", outcome)
    }
  }
}
