import Foundation

/// Builds one kata from a given folder of sources and runs its tests, then
/// says, step by step, what passed and what to do next.
struct KataCheck {
  /// How one step fared.
  struct StepResult {
    enum Status: Equatable {
      case passed
      /// The messages of the failing checks, first one first.
      case failed([FailureMessage])
      /// No test of this step ran (it is missing from the results).
      case notRun
    }

    let number: Int
    let step: Kata.Step
    let status: Status
    let testCount: Int

    var passed: Bool { status == .passed }
  }

  /// A compiler error, with the file mapped back to the kit.
  struct CompileError {
    let file: URL?
    let diagnostic: Diagnostic
    /// The compiler's notes on it, each with its file mapped back too.
    var notes: [CompileError] = []
  }

  enum Outcome {
    /// The kata did not compile.
    case compileErrors([CompileError], rawOutput: String)
    /// The test process stopped without writing results: a trap in the code.
    case crashed(summary: [String], rawOutput: String)
    /// The build produced no test executable: the kata's tests are missing.
    case noTests
    /// The tests ran.
    case ran([StepResult], rawOutput: String)
    /// The code compiled but breaks a house rule, so its tests were not run.
    case brokeHouseRules([HouseRuleFinding])
  }

  let kit: Kit
  let kata: Kata

  /// The scratch package every kata is checked in. One package serves them
  /// all, so the toolkit is compiled once, whichever kata comes first; its
  /// manifest declares only the kata being checked, so a kata that does not
  /// compile never stops another from being checked.
  func package(named name: String = "KataCheck", folder: String? = nil) -> ScratchPackage {
    ScratchPackage(kit: kit, name: name, folderName: folder ?? Self.folderName)
  }

  /// The check package's folder under `.tour/build`.
  static let folderName = "check"

  /// The lock that every build in the check package holds, so that two
  /// never run there at once.
  static func lock(in kit: Kit) -> BuildLock {
    BuildLock(file: kit.scratch.appendingPathComponent("check.lock"))
  }

  /// Takes the check package's lock for `purpose`, waiting for whoever
  /// builds there now; `waiting` hears who that is. A background build of
  /// another kata is asked to stop instead: this build would undo its work.
  func lockPackage(
    for purpose: BuildLock.Holder.Purpose, waiting: (BuildLock.Holder?) -> Void = { _ in }
  ) throws -> BuildLock.Held {
    try Self.lock(in: kit).acquire(as: .me(purpose, kata: kata.id)) { holder in
      waiting(holder)
      if let holder, holder.purpose == .warm, holder.kata != kata.id {
        kill(holder.pid, SIGTERM)  // It stops its build and lets go, as on Ctrl-C.
      }
    }
  }

  /// What the learner is told while `holder` builds in the check package
  /// and this kata's build waits for it.
  func waitMessage(for holder: BuildLock.Holder?) -> String {
    guard let holder else {
      return "Waiting for another build in .tour/build/check to finish..."
    }
    switch holder.purpose {
    case .warm where holder.kata == kata.id:
      return "Waiting for the background build that `kata` started to finish: it is "
        + "most of this check's work."
    case .warm:
      return "Stopping the background build of \(holder.kata) (process \(holder.pid)), "
        + "to build \(kata.id) instead..."
    case .check:
      return "Waiting for the check of \(holder.kata) running in another terminal "
        + "(process \(holder.pid)) to finish..."
    case .doctor:
      return "Waiting for `doctor` (process \(holder.pid)) to finish building..."
    case .run:
      return "Waiting for `run` of \(holder.kata) in another terminal "
        + "(process \(holder.pid)) to finish..."
    }
  }

  /// Copies the kata from `sources` (the learner's workbench unless told
  /// otherwise) into its package, beside the katas checked before, and
  /// makes the manifest declare it alone. The caller holds the package's
  /// lock.
  @discardableResult
  func prepare(sources: URL? = nil, overlay: URL? = nil, package: ScratchPackage? = nil) throws
    -> ScratchPackage.Member
  {
    let member = ScratchPackage.Member(
      kata: kata, sources: sources ?? kata.paths(in: kit).workbench, overlay: overlay)
    let package = package ?? self.package()
    if !package.hasBuilt { removeOlderPackages() }
    try package.prepare([member], keepingOthers: true)
    return member
  }

  /// Prepares the kata's package and builds the kata with its tests. The
  /// caller holds the package's lock.
  func build(sources: URL? = nil, overlay: URL? = nil, package: ScratchPackage? = nil) throws
    -> (ScratchPackage.Member, ProcessRunner.Result)
  {
    let package = package ?? self.package()
    let member = try prepare(sources: sources, overlay: overlay, package: package)
    return (member, try package.build())
  }

  /// Earlier versions of the tour built each kata in a package of its own,
  /// `check-<kata>`, each with its own copy of the toolkit: hundreds of
  /// megabytes nothing reads any more.
  private func removeOlderPackages() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: kit.scratch.path)) ?? []
    for name in names where name.hasPrefix("check-") {
      try? FileManager.default.removeItem(at: kit.scratch.appendingPathComponent(name))
    }
  }

  /// Builds the kata from `sources` (the learner's workbench unless told
  /// otherwise) and runs its tests, unless `houseRules`, read beside the
  /// build, are broken. The caller holds the package's lock.
  func run(
    sources: URL? = nil, overlay: URL? = nil, package: ScratchPackage? = nil,
    houseRules: HouseRulesRun? = nil
  ) throws -> Outcome {
    let package = package ?? self.package()
    let (member, build) = try self.build(sources: sources, overlay: overlay, package: package)
    guard build.succeeded else {
      return .compileErrors(
        Self.compileErrors(in: build.output, package: package, member: member),
        rawOutput: build.output)
    }
    if case .broken(let findings)? = houseRules?.wait() { return .brokeHouseRules(findings) }
    guard package.hasTestExecutable else { return .noTests }
    let run = try package.test()
    guard let cases = run.cases else {
      let summary = Self.crashSummary(run.process).map { line in
        // The runtime names files as "Module/File.swift:12"; say where they are.
        kata.modules.reduce(line) {
          $0.replacingOccurrences(
            of: "\($1.name)/", with: kit.relative(member.sources) + "/" + $1.path(of: ""))
        }
      }
      return .crashed(summary: summary, rawOutput: run.process.output)
    }
    let order = Self.declarationOrder(in: kata.paths(in: kit).tests)
    return .ran(Self.steps(of: kata, from: cases, order: order), rawOutput: run.process.output)
  }

  /// Where each test function is declared (file by file, then line by line),
  /// so failures are reported in the order a learner reads the tests; the
  /// test run itself may finish them in any order.
  static func declarationOrder(in folder: URL) -> [String: Int] {
    var order: [String: Int] = [:]
    var rank = 0
    for file in FolderSync.swiftFiles(in: folder) {
      guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      else { continue }
      for line in text.split(separator: "\n") {
        guard let range = line.range(of: "func ") else { continue }
        let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty, order[String(name)] == nil else { continue }
        order[String(name)] = rank
        rank += 1
      }
    }
    return order
  }

  /// Groups test cases by the kata's steps, in the manifest's order; within a
  /// step, tests keep their declaration order when `order` knows it.
  /// `testModule` names the module the results are read from: the kata's
  /// own, or a variant's when verify built several side by side.
  static func steps(
    of kata: Kata, from cases: [TestCase], order: [String: Int] = [:],
    testModule: String? = nil
  ) -> [StepResult] {
    let module = testModule ?? kata.testModule
    func rank(_ test: TestCase) -> Int {
      order[String(test.name.prefix { $0 != "(" })] ?? Int.max
    }
    return kata.steps.enumerated().map { index, step in
      let tests = cases.filter { $0.module == module && $0.suite == step.suite }
        .sorted { (rank($0), $0.name) < (rank($1), $1.name) }
      let failures = tests.flatMap(\.failures).map(FailureMessage.init(raw:))
      let status: StepResult.Status =
        tests.isEmpty ? .notRun : failures.isEmpty ? .passed : .failed(failures)
      return StepResult(number: index + 1, step: step, status: status, testCount: tests.count)
    }
  }

  /// The lines of a crashed run worth showing: the runtime's fatal error and
  /// the tests that had started but not finished.
  static func crashSummary(_ run: ProcessRunner.Result) -> [String] {
    let summary = crashSummary(run.output, signal: run.wasSignalled ? run.status : nil)
    guard run.timedOut else { return summary }
    let stopped =
      stoppedWaiting + " after \(Int(run.seconds)) seconds and were stopped: something "
      + "waits for an answer that never comes."
    return [stopped] + summary.filter { !$0.contains("signal") }
  }

  /// How a crash summary starts when the tests ran past their time limit.
  static let stoppedWaiting = "The tests were still running"

  /// How long a kata's tests may run before they are taken to be waiting for
  /// ever. They take well under a second; this is a safety net for a
  /// continuation that is never resumed, not a timer any test relies on.
  static let testTimeLimit: Double = 300

  /// The same from the output and the signal that ended the process, if any.
  /// Runaway recursion prints nothing: the process just dies of a memory
  /// fault when the stack runs out, so that signal is said in words.
  static func crashSummary(_ output: String, signal: Int32? = nil) -> [String] {
    let lines = output.split(separator: "\n").map(String.init)
    var summary = lines.filter {
      $0.contains("Fatal error") || $0.contains("fatal error") || $0.contains("Precondition failed")
        || $0.contains("Assertion failed") || $0.contains("Stack overflow")
    }
    if summary.isEmpty, let signal, signal == SIGSEGV || signal == SIGBUS {
      summary.append(
        "The tests stopped with a memory fault (signal \(signal)) and no error message.")
    }
    var started: [String] = []
    for line in lines {
      if let name = testName(in: line, after: "Test ", before: " started."), name != "run" {
        started.append(name)
      } else if line.contains(" passed after ") || line.contains(" failed after ") {
        started.removeAll { line.contains($0) }
      }
    }
    summary += started.map { "While running the test \($0)" }
    return Array(summary.prefix(6))
  }

  private static func testName(in line: String, after prefix: String, before suffix: String)
    -> String?
  {
    guard let start = line.range(of: prefix), let end = line.range(of: suffix),
      start.upperBound <= end.lowerBound
    else { return nil }
    return String(line[start.upperBound..<end.lowerBound])
  }
}
