import Foundation

/// verify's first row: the kit's own package, built without the learner's
/// workbench (the manifest leaves it out when PATTERNS_KIT_WITHOUT_WORKBENCH
/// is set) in a build folder of its own, with every test target run.
///
/// It runs on a thread of its own, beside the katas' build: its test run
/// and both builds' serial tails (linking, planning) leave a core idle that
/// the other fills, which takes about half a minute off a cold verify on
/// two cores.
final class ModuleTests: @unchecked Sendable {
  private let kit: Kit
  private let finished = DispatchSemaphore(value: 0)
  /// Written once by the background thread before `finished` is signalled,
  /// read only after it.
  private var outcome: Result<(VerifyRow, Double), any Error>?

  /// Starts the build and the tests at once.
  init(kit: Kit) {
    self.kit = kit
    Thread.detachNewThread { [self] in
      outcome = Result { try Self.run(kit) }
      finished.signal()
    }
  }

  /// Waits until they are done; returns the row and the seconds they took.
  func wait() throws -> (VerifyRow, Double) {
    finished.wait()
    guard let outcome else { throw ProcessRunner.Failure.interrupted }
    return try outcome.get()
  }

  private static func run(_ kit: Kit) throws -> (VerifyRow, Double) {
    let scratch = kit.scratch.appendingPathComponent("kit")
    let report = scratch.appendingPathComponent("results.xml")
    let swiftTesting = scratch.appendingPathComponent("results-swift-testing.xml")
    for file in [report, swiftTesting] { try? FileManager.default.removeItem(at: file) }
    let result = try ProcessRunner.run(
      "swift",
      [
        "test", "--package-path", kit.root.path, "--scratch-path", scratch.path,
        "--xunit-output", report.path, "-Xswiftc", "-gnone",
      ],
      environment: ["PATTERNS_KIT_WITHOUT_WORKBENCH": "1"])
    return (row(for: result, reading: [swiftTesting, report], kit: kit), result.seconds)
  }

  private static func row(for result: ProcessRunner.Result, reading files: [URL], kit: Kit)
    -> VerifyRow
  {
    let file = files.first { FileManager.default.fileExists(atPath: $0.path) } ?? files[0]
    let warnings = Diagnostic.parse(result.output).filter { $0.severity == .warning }
    var notes = warnings.prefix(5).map {
      "warning: \(kit.relative(URL(fileURLWithPath: $0.path))):\($0.line): \($0.message)"
    }
    guard let cases = (try? Data(contentsOf: file)).flatMap(XUnitReport.parse) else {
      let errors = Diagnostic.parse(result.output).filter { $0.severity == .error }.prefix(5)
      notes += errors.map { "\($0.path):\($0.line): \($0.message)" }
      if errors.isEmpty { notes.append(VerifyRow.lastLines(of: result.output)) }
      return VerifyRow(
        name: "Module and tour tests did not run", passed: 0, failed: 1, notes: notes)
    }
    let failing = cases.filter { !$0.passed }
    notes += failing.prefix(5).map { "\($0.className).\($0.name): \($0.failures.first ?? "")" }
    let modules = Set(cases.map(\.module)).sorted().joined(separator: ", ")
    return VerifyRow(
      name: "Module and tour tests", passed: cases.count - failing.count,
      failed: failing.count + warnings.count + (result.succeeded || !failing.isEmpty ? 0 : 1),
      notes: (cases.isEmpty ? [] : ["(\(modules))"]) + notes)
  }
}
