import Foundation

/// The toolkit's and patterns' tests again under the thread sanitizer, in a
/// build folder of its own (a sanitized build cannot share one). CI runs it;
/// `verify --thread-sanitizer` runs it anywhere. It runs on ModuleTests'
/// thread, after the kit's own tests, beside the katas' build.
enum ThreadSanitizerRun {
  static let name = "Pattern tests, thread sanitizer"

  /// Builds and runs the pattern tests under the sanitizer; returns the row
  /// and the seconds it took.
  static func run(_ kit: Kit) throws -> (VerifyRow, Double) {
    let scratch = kit.scratch.appendingPathComponent("kit-tsan")
    let testsFolder = kit.root.appendingPathComponent("Tests/PatternTests")
    let targets = (try? FileManager.default.contentsOfDirectory(atPath: testsFolder.path)) ?? []
    let result = try ProcessRunner.run(
      "swift",
      [
        "test", "--package-path", kit.root.path, "--scratch-path", scratch.path,
        "--sanitize=thread", "-Xswiftc", "-gnone",
        "--filter", targets.sorted().joined(separator: "|"),
      ] + ScratchPackage.oneBatchPerModule,
      // Only the toolkit, the patterns and their tests (see Package.swift);
      // no debugger's information: a race is counted here and read with
      // `swift test --sanitize=thread`.
      environment: ["PATTERNS_KIT_WITHOUT_WORKBENCH": "1", "PATTERNS_KIT_PATTERNS_ONLY": "1"])
    let races = result.output.components(separatedBy: "WARNING: ThreadSanitizer").count - 1
    if result.succeeded && races == 0 {
      return (VerifyRow(name: name, passed: 1, failed: 0, notes: []), result.seconds)
    }
    let notes =
      races > 0
      ? ["\(counted(races, "data race report")); run `swift test --sanitize=thread` to read them."]
      : [VerifyRow.lastLines(of: result.output)]
    return (VerifyRow(name: name, passed: 0, failed: 1, notes: notes), result.seconds)
  }
}
