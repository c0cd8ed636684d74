import Foundation

/// verify's part for the stories that `run` tells: with each kata's starter
/// and solution built side by side, every story is told twice, in two runs
/// of the test program, and held to its promise. On the starter the story
/// shows the kata's problem; on the solution it ends well; the second
/// telling is the same as the first (a story that depends on hashing order
/// or on the clock would not be); and every drawing fits 80 columns.
///
/// The two tellings cost two starts of a program already built: verify's
/// build of the starters and solutions is what makes stories cheap to hold
/// to account, which is why the check lives here rather than in a test
/// that would build every kata again.
enum StoryCheck {
  /// The widest a story's lines may be, as `run` prints them.
  static let width = 80

  /// What is wrong with each kata's story, by kata id. Katas whose starter
  /// or solution did not build are left to the problems that say so.
  static func problems(
    of katas: [Kata], judgements: [String: Judgement], in package: ScratchPackage
  ) throws -> [String: [String]] {
    let told = katas.filter { kata in
      kata.hasStory(in: package.kit) && judgements[kata.module]?.tested?.steps != nil
        && judgements[KataVerification.solutionModule(of: kata)]?.tested?.steps != nil
    }
    guard !told.isEmpty else { return [:] }
    let modules = told.flatMap { [$0.testModule, solutionTests(of: $0)] }
    let first = try StoryRun.tell(modules, in: package)
    let second = try StoryRun.tell(modules, in: package)
    var problems: [String: [String]] = [:]
    for kata in told {
      problems[kata.id] = judge(kata, first: first, second: second)
    }
    return problems
  }

  /// The test module of the solution built beside the starter.
  static func solutionTests(of kata: Kata) -> String {
    KataVerification.solutionModule(of: kata) + "Tests"
  }

  /// Holds one kata's story to its promise, from two tellings.
  static func judge(_ kata: Kata, first: StoryRun.Result, second: StoryRun.Result) -> [String] {
    var problems: [String] = []
    for (variant, module) in [("starter", kata.testModule), ("solution", solutionTests(of: kata))] {
      guard let story = first.stories[module], story.isFinished else {
        let process = first.process
        let summary = CrashSummary.lines(
          output: process.output, signal: process.wasSignalled ? process.status : nil
        ).joined(separator: "; ")
        problems.append(
          "story, \(variant): was not told to its end"
            + (summary.isEmpty ? "" : " (\(summary))"))
        continue
      }
      if second.stories[module] != story {
        problems.append("story, \(variant): told differently the second time")
      }
      for title in story.drawingsCut(at: width) {
        problems.append(
          "story, \(variant): the drawing \"\(title)\" is wider than \(width) columns")
      }
      if variant == "starter" && story.problems.isEmpty {
        problems.append("story, starter: ends well, but it should show the kata's problem")
      }
      if variant == "solution", let problem = story.problems.first {
        problems.append("story, solution: \(problem)")
      }
    }
    return problems
  }
}
