import Foundation

/// The toolkit's and patterns' tests again under the thread sanitizer, in a
/// build folder of its own (a sanitized build cannot share one). CI runs it;
/// `verify --thread-sanitizer` runs it anywhere.
@MainActor
enum ThreadSanitizerRun {
  static func run(_ context: TourContext) throws -> VerifyRow {
    let out = context.out
    out.partial("Pattern tests under the thread sanitizer\(context.terminal.ellipsis) ")
    let scratch = context.kit.scratch.appendingPathComponent("kit-tsan")
    let testsFolder = context.kit.root.appendingPathComponent("Tests/PatternTests")
    let targets = (try? FileManager.default.contentsOfDirectory(atPath: testsFolder.path)) ?? []
    let result = try ProcessRunner.run(
      "swift",
      [
        "test", "--package-path", context.kit.root.path, "--scratch-path", scratch.path,
        "--sanitize=thread", "-Xswiftc", "-gnone",
        "--filter", targets.sorted().joined(separator: "|"),
      ],
      // Only the toolkit, the patterns and their tests (see Package.swift);
      // no debugger's information: a race is counted here and read with
      // `swift test --sanitize=thread`.
      environment: ["PATTERNS_KIT_WITHOUT_WORKBENCH": "1", "PATTERNS_KIT_PATTERNS_ONLY": "1"])
    out.line(context.terminal.dim(String(format: "%.0f s", result.seconds)))
    let races = result.output.components(separatedBy: "WARNING: ThreadSanitizer").count - 1
    let name = "Pattern tests, thread sanitizer"
    if result.succeeded && races == 0 {
      return VerifyRow(name: name, passed: 1, failed: 0, notes: [])
    }
    let notes =
      races > 0
      ? ["\(races) data race report(s); run `swift test --sanitize=thread` to read them."]
      : [VerifyRow.lastLines(of: result.output)]
    return VerifyRow(name: name, passed: 0, failed: 1, notes: notes)
  }
}
