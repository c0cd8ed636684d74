import Foundation

/// Tells the stories built into a scratch package's test executable (the
/// `Story` suite each kata's test module holds, see `KataStoryFiles`) and
/// reads what they wrote.
///
/// A story writes to a file of its own rather than to the console: the
/// console mixes in the test library's own lines, and a file written line
/// by line keeps everything told before a trap in the learner's code.
enum StoryRun {
  /// Names the folder the stories write to; without it, `Story` tells
  /// nothing, which is how a check runs it.
  static let folderVariable = "PATTERNS_TOUR_STORIES"

  /// A story takes milliseconds. This is a safety net for learner code that
  /// waits for ever, shorter than a check's: nothing else runs meanwhile.
  static let timeLimit: Double = 60

  struct Result {
    /// Each story told, by its test module ("ComposeMessageTests").
    let stories: [String: KataStory]
    let process: ProcessRunner.Result

    /// Whether the process stopped before every story was told: a trap, or
    /// learner code that kept it waiting.
    var stoppedEarly: Bool { process.wasSignalled || process.timedOut }
  }

  /// Tells the stories of `testModules`, built in `package`, in one run,
  /// by `route` (see TestRoute).
  static func tell(
    _ testModules: [String], in package: ScratchPackage, route: TestRoute = .current
  ) throws -> Result {
    let folder = package.folder.appendingPathComponent(".build/stories")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let filter = "(" + testModules.joined(separator: "|") + ")\\.Story/"
    let environment = [folderVariable: folder.path]
    let (program, arguments) = route.command(for: package, ["--filter", filter])
    let process = route.testProcessEnding(
      try ProcessRunner.run(
        program, arguments, environment: environment, timeLimit: timeLimit,
        stopping: route.stopping))
    var stories: [String: KataStory] = [:]
    for module in testModules {
      let file = folder.appendingPathComponent(module + ".story")
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      stories[module] = KataStory.parse(text)
    }
    return Result(stories: stories, process: process)
  }
}
