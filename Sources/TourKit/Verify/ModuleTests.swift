import Foundation

/// verify's first row: the kit's own package, built without the learner's
/// workbench (the manifest leaves it out when PATTERNS_KIT_WITHOUT_WORKBENCH
/// is set) in a build folder of its own, with every test target run.
@MainActor
enum ModuleTests {
  static func run(_ context: TourContext) throws -> VerifyRow {
    let out = context.out
    out.partial("Module and tour tests\(context.terminal.ellipsis) ")
    let scratch = context.kit.scratch.appendingPathComponent("kit")
    let report = scratch.appendingPathComponent("results.xml")
    let swiftTesting = scratch.appendingPathComponent("results-swift-testing.xml")
    for file in [report, swiftTesting] { try? FileManager.default.removeItem(at: file) }
    let result = try ProcessRunner.run(
      "swift",
      [
        "test", "--package-path", context.kit.root.path, "--scratch-path", scratch.path,
        "--xunit-output", report.path,
      ],
      environment: ["PATTERNS_KIT_WITHOUT_WORKBENCH": "1"])
    out.line(context.terminal.dim(String(format: "%.0f s", result.seconds)))
    let file = FileManager.default.fileExists(atPath: swiftTesting.path) ? swiftTesting : report
    let warnings = Diagnostic.parse(result.output).filter { $0.severity == .warning }
    var notes = warnings.prefix(5).map {
      "warning: \(context.kit.relative(URL(fileURLWithPath: $0.path))):\($0.line): \($0.message)"
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
