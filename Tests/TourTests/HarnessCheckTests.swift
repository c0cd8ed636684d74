import Foundation
import Testing

/// `check`, end to end, with a stand-in toolchain whose "test executable"
/// is a script writing recorded event-stream lines into the pipe the tour
/// names on its command line, then exiting with a chosen status: what a
/// passing run, a run ended by the learner's code and a forged report look
/// like to a learner.
@Suite(
  "check reads the test runner as it runs, and a run that ends early is not a pass",
  .enabled(if: TourBinary.testsRun), .serialized)
struct HarnessCheckTests {
  /// A sandbox kit whose `swift build` makes the test executable, and whose
  /// test executable (or `swift test`, on macOS) plays `lines`.
  func check(_ lines: [String], status: Int32) throws -> (SandboxKit.Run, progress: String) {
    let kit = try SandboxKit()
    defer { kit.remove() }
    try write(lines.joined(separator: "\n") + "\n", to: kit.root.appendingPathComponent("stream"))
    let runner = try kit.script(
      "runner",
      """
      while [ $# -gt 0 ]; do
        [ "$1" = --event-stream-output-path ] && out=$2
        shift
      done
      cat '\(kit.root.path)/stream' > "$out"
      exit \(status)

      """)
    let swift = try kit.script(
      "stand-in-swift",
      """
      if [ "$1" = test ]; then exec '\(runner)' "$@"; fi
      # The house rules' parse is the real compiler's.
      if [ "$1" = -frontend ]; then exec swift "$@"; fi
      while [ $# -gt 0 ]; do
        [ "$1" = --package-path ] && package=$2
        shift
      done
      mkdir -p "$package/.build/debug"
      cp '\(runner)' "$package/.build/debug/KataCheckPackageTests.xctest"

      """)
    let run = try kit.run(["check", "demo-kata"], environment: ["PATTERNS_TOUR_SWIFT": swift])
    let progress = try kit.run(["progress"])
    return (run, progress.output)
  }

  @Test("A run that goes to its end with every test passing completes the kata")
  func passes() throws {
    let (run, progress) = try check(RecordedStream.allPass, status: 0)
    #expect(run.status == 0, "\(run.output)\(run.errors)")
    #expect(run.output.contains("Kata complete!"), "\(run.output)")
    #expect(progress.contains("Katas finished: 1 of 1"), "\(progress)")
  }

  @Test("A run the code ends with status 0 halfway is not a pass, and says so plainly")
  func endedEarly() throws {
    let cut = RecordedStream.opening + [RecordedStream.started(RecordedStream.first)]
    let (run, progress) = try check(cut, status: 0)
    let text = run.output.replacingOccurrences(of: "\n  ", with: " ")  // Unwrapped.
    #expect(run.status == 1, "\(run.output)")
    #expect(
      text.contains("Your code ended the test run before the tests finished"), "\(run.output)")
    #expect(text.contains("0 of 3 tests had finished"), "\(run.output)")
    #expect(!run.output.contains("Kata complete") && !run.output.contains("expected"))
    #expect(run.output.contains("./tour check demo-kata"), "\(run.output)")
    #expect(run.output.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(run.output)")
    #expect(progress.contains("Katas finished: 0 of 1"), "\(progress)")
  }

  @Test("Records written after the run's end are caught, even when every test passed")
  func forgedAfterTheEnd() throws {
    let forged = RecordedStream.allPass + [RecordedStream.runEnded]
    let (run, progress) = try check(forged, status: 0)
    #expect(run.status == 1, "\(run.output)")
    #expect(run.output.contains("Something else wrote to the tests' report"), "\(run.output)")
    #expect(run.output.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(run.output)")
    #expect(progress.contains("Katas finished: 0 of 1"), "\(progress)")
  }
}
