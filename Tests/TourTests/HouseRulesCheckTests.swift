import Foundation
import Testing

@testable import TourKit

/// `check` holds the learner's files to the house rules beside the build
/// and, when one is broken, says where and why and runs no test.
@Suite("House rules in check", .enabled(if: TourBinary.testsRun), .serialized)
struct HouseRulesCheckTests {
  /// A stand-in for `swift` whose builds succeed at once and whose parses
  /// are the real compiler's, so only the house rules decide.
  private func buildingSwift(in kit: SandboxKit) throws -> String {
    try kit.script(
      "building-swift",
      "if [ \"$1\" = \"-frontend\" ]; then exec swift \"$@\"; fi\necho 'Build complete!'\nexit 0\n")
  }

  @Test("A broken rule is shown with file:line, the rule, why and what instead; no test runs")
  func brokenRuleStopsTheCheck() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    let code = """
      import Foundation

      // exit(0) here would end the run; so would "exit(0)" in a string.
      let exitButtonTitle = "exit"

      func finish() {
        exit(0)
      }
      """
    try write(code, to: kit.workbenchFile)
    let run = try kit.run(
      ["check", "demo-kata"], environment: ["PATTERNS_TOUR_SWIFT": try buildingSwift(in: kit)])

    #expect(run.status == 1, "\(run.output)\(run.errors)")
    #expect(run.output.contains("breaks a house rule"), "\(run.output)")
    #expect(run.output.contains("Sources/Katas/DemoKata/Demo.swift:7"), "\(run.output)")
    #expect(!run.output.contains("Demo.swift:3") && !run.output.contains("Demo.swift:4"))
    #expect(run.output.contains(HouseRule.processControl.title), "\(run.output)")
    let unwrapped = run.output.replacingOccurrences(of: "\n    ", with: " ")
    #expect(unwrapped.contains("Why:") && unwrapped.contains("Instead:"), "\(run.output)")
    #expect(run.output.contains("./tour check demo-kata"), "\(run.output)")
    #expect(!run.output.contains("tests are missing"), "the tests were looked for: \(run.output)")
    #expect(run.output.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(run.output)")
  }

  @Test("Code that keeps the rules goes on to its tests")
  func keptRulesGoOn() throws {
    let kit = try SandboxKit()
    defer { kit.remove() }
    try write("let demo = 1  // exit(0), Mirror, CommandLine: only words\n", to: kit.workbenchFile)
    let run = try kit.run(
      ["check", "demo-kata"], environment: ["PATTERNS_TOUR_SWIFT": try buildingSwift(in: kit)])

    #expect(!run.output.contains("house rule"), "\(run.output)")
    // The stand-in builds no test binary: the check got as far as the tests.
    #expect(run.output.contains("tests are missing"), "\(run.output)")
  }
}
