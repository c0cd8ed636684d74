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

  @Test("Crash advice follows what the runtime said, and says when it trapped inside Swift")
  func crashAdvice() {
    let index = CrashReport.crashAdvice(for: [
      "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range"
    ])
    #expect(index.contains("subscripts"), "\(index)")
    #expect(index.contains("inside Swift itself"), "\(index)")

    let unwrap = CrashReport.crashAdvice(for: [
      "SlimTimeline/Timeline.swift:40: Fatal error: Unexpectedly found nil"
    ])
    #expect(unwrap.contains("force unwrap"), "\(unwrap)")
    #expect(!unwrap.contains("inside Swift itself"), "\(unwrap)")
  }
}
