import Foundation
import Testing

@testable import TourKit

@Suite("Kata manifest and hints")
struct KataFilesTests {
  static let manifest = """
    {"id": "demo-kata", "title": "Demo", "pattern": "delegation", "module": "DemoKata",
     "files": ["A.swift"],
     "steps": [{"suite": "Step1", "title": "First", "failsOnStarter": true},
               {"suite": "Step2", "title": "Second", "failsOnStarter": false}]}
    """

  @Test("A manifest decodes, with the toolkit as the default dependency")
  func decodesManifest() throws {
    let kata = try JSONDecoder().decode(Kata.self, from: Data(Self.manifest.utf8))
    #expect(kata.id == "demo-kata")
    #expect(kata.steps.map(\.suite) == ["Step1", "Step2"])
    #expect(kata.dependencies == ["HeadlessKit"])
    #expect(kata.testModule == "DemoKataTests")
    #expect(kata.minutes == 30)
  }

  @Test("Hints are grouped by step, tiers in order")
  func parsesHints() {
    let hints = Hints(
      markdown: """
        # Hints
        ## Step 1
        ### Nudge
        Look at the delegate.
        ### Direction
        Make it weak.

        ## Step 2
        ### Nudge
        Second step.
        """)
    #expect(hints.tiers(forStep: 1).map(\.name) == ["Nudge", "Direction"])
    #expect(hints.tiers(forStep: 1)[1].text == "Make it weak.")
    #expect(hints.tiers(forStep: 2).first?.text == "Second step.")
    #expect(hints.tiers(forStep: 3).isEmpty)
  }

  @Test("A tier that opens with a code block keeps its indentation")
  func keepsCodeIndent() {
    let hints = Hints(markdown: "## Step 1\n### Nearly there\n\n    let x = 1\n    let y = 2\n")
    #expect(hints.tiers(forStep: 1).first?.text == "    let x = 1\n    let y = 2")
  }
}

@Suite("Reading test results")
struct TestResultsTests {
  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <testsuites>
      <testsuite name="TestResults" errors="0" tests="3" failures="1" skipped="0" time="0.1">
        <testcase classname="DemoKataTests.Step1" name="first()" time="0.01">
          <failure message="Expectation failed: (x &#8594; 1) == 2 (error): The count should be 2." />
        </testcase>
        <testcase classname="DemoKataTests.Step1" name="second()" time="0.01" />
        <testcase classname="DemoKataTests.Step2" name="third()" time="0.01" />
      </testsuite>
    </testsuites>
    """

  @Test("xUnit results give each test's suite and failures")
  func parsesXUnit() throws {
    let cases = try #require(XUnitReport.parse(Data(Self.xml.utf8)))
    #expect(cases.count == 3)
    #expect(cases[0].module == "DemoKataTests")
    #expect(cases[0].suite == "Step1")
    #expect(!cases[0].passed)
    #expect(cases[2].passed)
  }

  @Test("A failure message separates the author's words from the expression")
  func splitsFailureMessage() {
    let message = FailureMessage(
      raw: "Expectation failed: (x → 1) == 2 (error): The count should be 2.")
    #expect(message.explanation == "The count should be 2.")
    #expect(message.detail == "(x → 1) == 2")
    #expect(FailureMessage(raw: "Caught error: boom").explanation == nil)
  }

  @Test("Steps follow the manifest; a step with one failing test fails")
  func groupsBySteps() throws {
    let kata = try JSONDecoder().decode(Kata.self, from: Data(KataFilesTests.manifest.utf8))
    let cases = try #require(XUnitReport.parse(Data(Self.xml.utf8)))
    let steps = KataCheck.steps(of: kata, from: cases)
    #expect(steps.map(\.number) == [1, 2])
    #expect(!steps[0].passed)
    #expect(steps[0].testCount == 2)
    #expect(steps[1].passed)
  }

  @Test("A step with no test in the results is reported as not run")
  func missingStep() throws {
    let kata = try JSONDecoder().decode(Kata.self, from: Data(KataFilesTests.manifest.utf8))
    let steps = KataCheck.steps(of: kata, from: [])
    #expect(steps.allSatisfy { $0.status == .notRun })
  }

  @Test("Compiler errors are read with file, line and column, once each")
  func parsesDiagnostics() {
    let output = """
      /tmp/p/Sources/K/A.swift:12:5: error: cannot find 'sesion' in scope
      10 | let x = 1
      /tmp/p/Sources/K/A.swift:12:5: error: cannot find 'sesion' in scope
      /tmp/p/Sources/K/B.swift:3:1: warning: variable 'y' was never used
      Build failed
      """
    let diagnostics = Diagnostic.parse(output)
    #expect(diagnostics.count == 2)
    #expect(diagnostics[0].path == "/tmp/p/Sources/K/A.swift")
    #expect(diagnostics[0].line == 12)
    #expect(diagnostics[0].column == 5)
    #expect(diagnostics[0].severity == .error)
    #expect(diagnostics[1].severity == .warning)
  }

  @Test("A crash summary names the fatal error and the test that was running")
  func summarisesCrash() {
    let output = """
      ◇ Test "First" started.
      ✔ Test "First" passed after 0.001 seconds.
      ◇ Test "Second" started.
      SlimTimeline/Timeline.swift:40: Fatal error: Unexpectedly found nil
      """
    let summary = KataCheck.crashSummary(output)
    #expect(summary.contains { $0.contains("Fatal error") })
    #expect(summary.contains("While running the test \"Second\""))
    #expect(!summary.contains("While running the test \"First\""))
  }

  @Test("Crash advice follows what the runtime said, and says when it trapped inside Swift")
  func crashAdvice() {
    let index = CheckCommand.crashAdvice(for: [
      "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range"
    ])
    #expect(index.contains("subscripts"), "\(index)")
    #expect(index.contains("inside Swift itself"), "\(index)")

    let unwrap = CheckCommand.crashAdvice(for: [
      "SlimTimeline/Timeline.swift:40: Fatal error: Unexpectedly found nil"
    ])
    #expect(unwrap.contains("force unwrap"), "\(unwrap)")
    #expect(!unwrap.contains("inside Swift itself"), "\(unwrap)")
  }

  @Test("Tests that wait for ever are stopped, and said to be waiting, with the test that waited")
  func summarisesWaitingForEver() throws {
    // A child that would never end by itself: the outcome does not depend
    // on how long the first poll takes, only on the limit being passed.
    let run = try ProcessRunner.run(
      "/bin/sh", ["-c", "echo '◇ Test \"Loads\" started.'; exec sleep 600"], timeLimit: 0)
    #expect(run.timedOut && !run.succeeded)
    let summary = KataCheck.crashSummary(run)
    #expect(summary.first?.hasPrefix(KataCheck.stoppedWaiting) == true, "\(summary)")
    #expect(summary.contains("While running the test \"Loads\""), "\(summary)")
    #expect(CheckCommand.crashAdvice(for: summary).contains("continuation"))
  }
}
