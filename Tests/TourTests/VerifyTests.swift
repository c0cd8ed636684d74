import Foundation
import Testing

@testable import TourKit

/// A kata with two steps, for judging variants without building anything.
private let twoSteps = """
  {"id": "demo-kata", "title": "Demo", "pattern": "delegation", "module": "DemoKata",
   "files": ["A.swift"],
   "steps": [{"suite": "Step1", "title": "First", "failsOnStarter": true},
             {"suite": "Step2", "title": "Second", "failsOnStarter": true}],
   "removedInSolution": ["Old.swift"],
   "wrongSolutions": [
     {"name": "strong-delegate", "mistake": "Keeps its delegate alive.", "failsStep": "Step2"},
     {"name": "no-files", "mistake": "Deletes a file.", "failsStep": "Step1",
      "removes": ["A.swift"]}]}
  """

private func demoKata() throws -> Kata {
  try JSONDecoder().decode(Kata.self, from: Data(twoSteps.utf8))
}

/// The verdict of a test run that went to its end with the given steps failing.
private func ran(_ kata: Kata, failing: Set<Int>) -> TestVerdict {
  let steps = kata.steps.enumerated().map { index, step in
    StepResult(
      number: index + 1, step: step,
      status: failing.contains(index + 1)
        ? .failed([FailureMessage(explanation: nil, detail: "no")]) : .passed,
      testCount: 1)
  }
  return TestVerdict(steps: steps, of: kata)
}

@Suite("Wrong solutions in kata.json")
struct WrongSolutionManifestTests {
  @Test("Wrong solutions decode with their step, mistake and deletions")
  func decodes() throws {
    let kata = try demoKata()
    #expect(kata.wrongSolutions.map(\.name) == ["strong-delegate", "no-files"])
    #expect(kata.wrongSolutions[0].failsStep == "Step2")
    #expect(kata.wrongSolutions[0].removes.isEmpty)
    #expect(kata.wrongSolutions[1].removes == ["A.swift"])
    #expect(kata.wrongSolutions.allSatisfy { !$0.isExtra })
    let extra = try JSONDecoder().decode(
      WrongSolution.self,
      from: Data(#"{"name": "x", "mistake": "m", "failsStep": "Step1", "extra": true}"#.utf8))
    #expect(extra.isExtra)
  }

  @Test("Each variant is a module of its own, named from the kata's module")
  func moduleNames() throws {
    let kata = try demoKata()
    #expect(kata.wrongSolutions[0].module(of: kata) == "DemoKataWrongStrongDelegate")
    #expect(KataVerification.solutionModule(of: kata) == "DemoKataSolution")
  }

  @Test("A variant's copy of the tests imports the variant, and nothing else changes")
  func rewritesImports() throws {
    let kata = try demoKata()
    let kit = Kit(root: URL(fileURLWithPath: "/kit"))
    let member = ScratchPackage.Member(
      kata: kata, module: kata.wrongSolutions[0].module(of: kata), sources: kit.root)
    let test = "import Testing\n\n@testable import DemoKata\n\nlet x = DemoKataThing()\n"
    #expect(
      member.rewriteImports(test)
        == "import Testing\n\n@testable import DemoKataWrongStrongDelegate\n\n"
        + "let x = DemoKataThing()\n")
    let starter = ScratchPackage.Member(kata: kata, sources: kit.root)
    #expect(starter.rewriteImports(test) == test)
  }

  @Test("Kata ids are lower-case words with dashes, and name their module")
  func kataIDs() {
    #expect(KataID.isWellFormed("slim-timeline"))
    #expect(KataID.isWellFormed("step2-of-3"))
    for bad in ["", "Slim", "slim_timeline", "-slim", "slim-", "slim--timeline", "2slim", "é"] {
      #expect(!KataID.isWellFormed(bad), "\(bad) should be refused")
    }
    #expect(KataID.upperCamelCase("slim-timeline") == "SlimTimeline")
    #expect(KataID.upperCamelCase("step2-of-3") == "Step2Of3")
  }
}

@Suite("Which test files a wrong solution is built with")
struct StepFilesTests {
  @Test("Files are mapped to the steps they declare; support files declare none")
  func mapsFilesToSteps() throws {
    try withTemporaryFolder { folder in
      try write("struct FakeThing {}\n", to: folder.appendingPathComponent("TestSupport.swift"))
      try write(
        "@Suite(\"1. One\")\nstruct Step1 {\n  struct Step1Helper {}\n}\n",
        to: folder.appendingPathComponent("Step1One.swift"))
      try write(
        "struct Step2 {}\n\nextension Step3 {\n}\n",
        to: folder.appendingPathComponent("Step2And3.swift"))
      let files = KataVerification.stepFiles(in: folder)
      #expect(files == ["Step1One.swift": ["Step1"], "Step2And3.swift": ["Step2", "Step3"]])
    }
  }
}

@Suite("Judging a kata's variants")
struct KataVerdictTests {
  let kit = Kit(root: URL(fileURLWithPath: "/kit"))

  @Test("A good kata: starter fails as declared, solution passes, wrong solutions rejected")
  func goodKata() throws {
    let kata = try demoKata()
    let verdict = KataVerdict(
      kata: kata, kit: kit,
      outcomes: [
        "DemoKata": ran(kata, failing: [1, 2]), "DemoKataSolution": ran(kata, failing: []),
        "DemoKataWrongStrongDelegate": ran(kata, failing: [2]),
        "DemoKataWrongNoFiles": ran(kata, failing: [1, 2]),
      ])
    #expect(verdict.problems.isEmpty, "\(verdict.problems)")
    #expect(verdict.passed == 2 + 2 + 2)
    #expect(
      verdict.summary == "starter fails 2/2 · solution passes 2/2 · 2 wrong solutions rejected")
  }

  @Test("Extra wrong solutions left out of a run are counted in the summary, not judged")
  func extrasLeftOut() throws {
    let kata = try demoKata()
    let verdict = KataVerdict(
      kata: kata, kit: kit, wrongSolutions: [kata.wrongSolutions[0]],
      outcomes: [
        "DemoKata": ran(kata, failing: [1, 2]), "DemoKataSolution": ran(kata, failing: []),
        "DemoKataWrongStrongDelegate": ran(kata, failing: [2]),
      ])
    #expect(verdict.problems.isEmpty, "\(verdict.problems)")
    #expect(verdict.summary.hasSuffix("1 wrong solution rejected (+1 extra with --all-wrong)"))
  }

  @Test("A wrong solution that passes its step fails verify, named with its mistake")
  func wrongSolutionPasses() throws {
    let kata = try demoKata()
    let verdict = KataVerdict(
      kata: kata, kit: kit,
      outcomes: [
        "DemoKata": ran(kata, failing: [1, 2]), "DemoKataSolution": ran(kata, failing: []),
        // Fails a step, but not the one whose idea it breaks.
        "DemoKataWrongStrongDelegate": ran(kata, failing: [1]),
        "DemoKataWrongNoFiles": ran(kata, failing: [1]),
      ])
    #expect(verdict.failed == 1)
    let problem = try #require(verdict.problems.first)
    #expect(problem.contains("`strong-delegate` passes step 2"), "\(problem)")
    #expect(problem.contains("Keeps its delegate alive."), "\(problem)")
    #expect(verdict.summary.hasSuffix("1 of 2 wrong solutions rejected"))
  }

  @Test("A wrong solution that does not compile, or crashes, is not a rejection")
  func brokenWrongSolutions() throws {
    let kata = try demoKata()
    let verdict = KataVerdict(
      kata: kata, kit: kit,
      outcomes: [
        "DemoKata": ran(kata, failing: [1, 2]), "DemoKataSolution": ran(kata, failing: []),
        "DemoKataWrongStrongDelegate": .didNotCompile([]),
        "DemoKataWrongNoFiles": .crashed(summary: ["Fatal error"]),
      ])
    #expect(verdict.rejectedCount == 0)
    #expect(verdict.problems.contains { $0.contains("`strong-delegate` does not compile") })
    #expect(verdict.problems.contains { $0.contains("`no-files` crashed") })
  }

  @Test("A starter that passes a step it should fail, and a failing solution, are reported")
  func starterAndSolution() throws {
    let kata = try demoKata()
    let verdict = KataVerdict(
      kata: kata, kit: kit,
      outcomes: [
        "DemoKata": ran(kata, failing: [1]), "DemoKataSolution": ran(kata, failing: [2]),
        "DemoKataWrongStrongDelegate": ran(kata, failing: [2]),
        "DemoKataWrongNoFiles": ran(kata, failing: [1]),
      ])
    #expect(verdict.problems.contains("starter, step 2: expected to fail but passed"))
    #expect(verdict.problems.contains("solution, step 2: no"))
    #expect(verdict.summary.hasPrefix("starter fails 1/2 · solution passes 1/2"))
  }
}

@Suite("A new kata, from scaffold to complete")
struct KataScaffoldTests {
  /// A kit folder with a Package.swift, so the scaffold has somewhere to go.
  func makeKit(_ folder: URL, package: String = "let workbench = [\"ComposeMessage\"]\n") throws
    -> Kit
  {
    try write(package, to: folder.appendingPathComponent("Package.swift"))
    return Kit(root: folder)
  }

  @Test("The scaffold writes every file a kata needs, and verify lists what it lacks")
  func scaffoldIsIncomplete() throws {
    try withTemporaryFolder { folder in
      let kit = try makeKit(folder)
      let scaffold = KataScaffold(kit: kit, id: "tiny-kata", pattern: "delegation", stepCount: 2)
      let written = try scaffold.write()
      #expect(written.contains("Exercises/tiny-kata/wrong/example.patch"))
      #expect(written.contains("Tests/KataTests/TinyKataTests/Step2.swift"))
      let kata = try #require(Catalogue.load(from: kit).kata("tiny-kata"))
      #expect(kata.steps.count == 2)
      #expect(kata.wrongSolutions.map(\.failsStep) == ["Step1"])

      let missing = KataCompleteness(kit: kit, kata: kata).missing
      #expect(missing.contains { $0.contains("1 wrong solution in its core corpus") })
      #expect(missing.contains { $0.contains("TODO markers") && $0.contains("hints.md") })
      #expect(missing.contains { $0.contains("does not list \"TinyKataKit\"") })
      // The scaffold has the structure right: only the content is missing.
      #expect(!missing.contains { $0.contains("tiers") || $0.contains("struct Step") })
      #expect(!missing.contains { $0.contains("patch") }, "its example patch applies: \(missing)")
      #expect(written.contains("Tests/KataStories/TinyKata/TinyKataStory.swift"))
      #expect(scaffold.clashes.count == 5, "a second scaffold must see the first one's folders")
    }
  }

  @Test("The scaffold never writes over a file that is there")
  func neverOverwrites() throws {
    try withTemporaryFolder { folder in
      let kit = try makeKit(folder)
      let mine = folder.appendingPathComponent("Solutions/tiny-kata/NOTES.md")
      try write("my notes", to: mine)
      let scaffold = KataScaffold(kit: kit, id: "tiny-kata", pattern: "delegation", stepCount: 1)
      #expect(scaffold.clashes == ["Solutions/tiny-kata"])
      #expect(throws: (any Error).self) { try scaffold.write() }
      #expect(try String(contentsOf: mine, encoding: .utf8) == "my notes")
    }
  }

  @Test(
    "Completeness names a missing step, an unknown class, a missing patch and an unlisted one")
  func wrongSolutionProblems() throws {
    try withTemporaryFolder { folder in
      let kit = try makeKit(folder)
      _ = try KataScaffold(kit: kit, id: "tiny-kata", pattern: "delegation", stepCount: 1).write()
      let manifest = folder.appendingPathComponent("Exercises/tiny-kata/kata.json")
      var text = try String(contentsOf: manifest, encoding: .utf8)
      text = text.replacingOccurrences(
        of: "{\"name\": \"example\", \"failsStep\": \"Step1\"",
        with: "{\"name\": \"ghost\", \"failsStep\": \"Step7\"")
      text = text.replacingOccurrences(of: "\"class\": \"core\"", with: "\"class\": \"lifetime\"")
      try write(text, to: manifest)
      let kata = try #require(Catalogue.load(from: kit).kata("tiny-kata"))
      let missing = KataCompleteness(kit: kit, kata: kata).missing
      #expect(missing.contains { $0.contains("`ghost` names step `Step7`") }, "\(missing)")
      #expect(missing.contains { $0.contains("`ghost` has no patch") }, "\(missing)")
      #expect(
        missing.contains { $0.contains("`ghost` has class `lifetime`, not one of") }, "\(missing)")
      #expect(
        missing.contains { $0.contains("wrong/example.patch is not listed") }, "\(missing)")
    }
  }
}

@Suite("Crash advice for runaway recursion")
struct RecursionCrashTests {
  @Test("A silent memory fault is named, and the advice points at recursion")
  func stackOverflow() {
    let summary = CrashSummary.lines(output: "", signal: SIGSEGV, running: ["Deep"])
    #expect(summary.contains { $0.contains("memory fault (signal \(SIGSEGV))") }, "\(summary)")
    #expect(summary.contains("While running the test \"Deep\""))
    let advice = CrashReport.crashAdvice(for: summary)
    #expect(advice.contains("calls itself without end"), "\(advice)")
  }

  @Test("A fatal error keeps its own advice even when a signal ended the process")
  func fatalErrorFirst() {
    let output = "SlimTimeline/T.swift:4: Fatal error: Unexpectedly found nil\n"
    let summary = CrashSummary.lines(output: output, signal: SIGILL)
    #expect(!summary.contains { $0.contains("memory fault") })
    #expect(CrashReport.crashAdvice(for: summary).contains("force unwrap"))
  }
}
