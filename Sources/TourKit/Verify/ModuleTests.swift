import Foundation

/// verify's first row: the kit's own package, built without the learner's
/// workbench (the manifest leaves it out when PATTERNS_KIT_WITHOUT_WORKBENCH
/// is set) in a build folder of its own, with every test target run.
///
/// It runs on a thread of its own, beside the katas' build: its test run
/// and both builds' serial tails (linking, planning) leave a core idle that
/// the other fills, which takes about half a minute off a cold verify on
/// two cores. When asked, the thread-sanitizer run follows on the same
/// thread, still beside the katas' build, for the same reason.
final class ModuleTests: @unchecked Sendable {
  private let kit: Kit
  /// How far its build has got, and then that its tests run.
  let progress = BuildProgress(doing: "building the kit")
  private let finished = DispatchSemaphore(value: 0)
  /// Written once each by the background thread before `finished` is
  /// signalled, read only after it.
  private var outcome: Result<(VerifyRow, Double), any Error>?
  private var sanitized: Result<(VerifyRow, Double), any Error>?

  /// Starts the build and the tests at once, then, with
  /// `threadSanitizer`, the pattern tests under the sanitizer.
  init(kit: Kit, threadSanitizer: Bool = false) {
    self.kit = kit
    Thread.detachNewThread { [self] in
      outcome = Result { try Self.run(kit, progress: progress) }
      if threadSanitizer && !StopSignal.wasRequested {
        progress.set(doing: "the pattern tests under the thread sanitizer")
        sanitized = Result { try ThreadSanitizerRun.run(kit) }
      }
      finished.signal()
    }
  }

  /// Waits until everything it was asked to run is done; returns the rows
  /// and the seconds each took, the module tests' first.
  func wait() throws -> [(VerifyRow, Double)] {
    finished.wait()
    guard let outcome else { throw ProcessRunner.Failure.interrupted }
    return try [outcome.get()] + (sanitized.map { [try $0.get()] } ?? [])
  }

  private static func run(_ kit: Kit, progress: BuildProgress) throws -> (VerifyRow, Double) {
    let scratch = kit.scratch.appendingPathComponent("kit")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    // The kit's own tests are read as check reads a kata's: from the runner,
    // as it runs (see EventStreamPipe).
    let stream = try EventStreamPipe(in: scratch)
    let result: ProcessRunner.Result
    do {
      result = try ProcessRunner.run(
        "swift",
        [
          "test", "--package-path", kit.root.path, "--scratch-path", scratch.path,
          "-Xswiftc", "-gnone",
        ] + ScratchPackage.oneBatchPerModule + stream.runnerArguments,
        environment: ["PATTERNS_KIT_WITHOUT_WORKBENCH": "1"],
        listener: { progress.read($0) })
    } catch {
      _ = stream.finish()
      throw error
    }
    let run = TestRun(process: result, report: stream.finish())
    return (row(for: run, kit: kit), result.seconds)
  }

  private static func row(for run: TestRun, kit: Kit) -> VerifyRow {
    let result = run.process
    let warnings = Diagnostic.parse(result.output).filter { $0.severity == .warning }
    var notes = warnings.prefix(5).map {
      "warning: \(kit.relative(URL(fileURLWithPath: $0.path))):\($0.line): \($0.message)"
    }
    guard run.report.runStarted else {
      let errors = Diagnostic.parse(result.output).filter { $0.severity == .error }.prefix(5)
      notes += errors.map { "\($0.path):\($0.line): \($0.message)" }
      if errors.isEmpty { notes.append(VerifyRow.lastLines(of: result.output)) }
      return VerifyRow(
        name: "Module and tour tests did not run", passed: 0, failed: 1, notes: notes)
    }
    let tests = run.report.tests
    let failing = tests.filter { !$0.failures.isEmpty }
    notes += failing.prefix(5).map { test in
      let first = test.failures[0]
      return "\(test.declared.id): \(first.explanation ?? first.detail)"
    }
    // A crash, a stop or a run that ended early, said once, unless the
    // failing tests already say why.
    let problem = failing.isEmpty ? TestVerdict.problem(with: run) : nil
    if let problem { notes.append(problem.described(in: kit)) }
    let modules = Set(tests.map(\.module)).sorted().joined(separator: ", ")
    return VerifyRow(
      name: "Module and tour tests", passed: tests.filter { $0.ended && $0.failures.isEmpty }.count,
      failed: failing.count + warnings.count + (problem == nil ? 0 : 1),
      notes: (tests.isEmpty ? [] : ["(\(modules))"]) + notes)
  }
}
