import Foundation
import Testing

/// `check`, end to end, with a stand-in toolchain whose "test executable"
/// is a script writing recorded event-stream lines into the pipe the tour
/// names on its command line, then exiting with a chosen status: what a
/// passing run, a run ended by the learner's code and a forged report look
/// like to a learner. Each runs by both test routes (see TestRoute): the
/// tour running the test executable itself, as on Linux, and `swift test`
/// running it, as on macOS.
@Suite(
  "check reads the test runner as it runs, and a run that ends early is not a pass",
  .enabled(if: TourBinary.testsRun), .serialized)
struct HarnessCheckTests {
  /// The test routes, by the names PATTERNS_TOUR_TEST_ROUTE takes.
  static let routes = ["direct", "swift-test"]

  /// A sandbox kit whose `swift build` makes the test executable, whose
  /// test executable plays `lines` then runs `ending` (an exit, by default
  /// with `status`), and whose `swift test` runs that executable as SwiftPM
  /// on Linux does: as a child, passing Ctrl-C's signal on, and exiting
  /// with 1 when a signal ended it, without saying which.
  func check(
    _ lines: [String], status: Int32 = 0, ending: String? = nil, route: String,
    environment: [String: String] = [:]
  ) throws -> (SandboxKit.Run, progress: String) {
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
      \(ending ?? "exit \(status)")

      """)
    let swift = try kit.script(
      "stand-in-swift",
      """
      # The house rules' parse is the real compiler's.
      if [ "$1" = -frontend ]; then exec swift "$@"; fi
      if [ "$1" = test ]; then
        '\(runner)' "$@" &
        pid=$!
        trap 'kill -TERM $pid 2>/dev/null' INT
        wait $pid
        status=$?
        while kill -0 $pid 2>/dev/null; do wait $pid; status=$?; done
        [ $status -gt 128 ] && exit 1
        exit $status
      fi
      while [ $# -gt 0 ]; do
        [ "$1" = --package-path ] && package=$2
        shift
      done
      mkdir -p "$package/.build/debug"
      cp '\(runner)' "$package/.build/debug/KataCheckPackageTests.xctest"

      """)
    let run = try kit.run(
      ["check", "demo-kata"],
      environment: ["PATTERNS_TOUR_SWIFT": swift, "PATTERNS_TOUR_TEST_ROUTE": route]
        .merging(environment) { $1 })
    let progress = try kit.run(["progress"])
    return (run, progress.output)
  }

  @Test("A run that goes to its end with every test passing completes the kata", arguments: routes)
  func passes(route: String) throws {
    let (run, progress) = try check(RecordedStream.allPass, status: 0, route: route)
    #expect(run.status == 0, "\(run.output)\(run.errors)")
    #expect(run.output.contains("Kata complete!"), "\(run.output)")
    #expect(progress.contains("Katas finished: 1 of 1"), "\(progress)")
  }

  @Test(
    "A run the code ends with status 0 halfway is not a pass, and says so plainly",
    arguments: routes)
  func endedEarly(route: String) throws {
    let cut = RecordedStream.opening + [RecordedStream.started(RecordedStream.first)]
    let (run, progress) = try check(cut, status: 0, route: route)
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

  @Test(
    "Records written after the run's end are caught, even when every test passed",
    arguments: routes)
  func forgedAfterTheEnd(route: String) throws {
    let forged = RecordedStream.allPass + [RecordedStream.runEnded]
    let (run, progress) = try check(forged, status: 0, route: route)
    #expect(run.status == 1, "\(run.output)")
    #expect(run.output.contains("Something else wrote to the tests' report"), "\(run.output)")
    #expect(run.output.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(run.output)")
    #expect(progress.contains("Katas finished: 0 of 1"), "\(progress)")
  }

  @Test(
    "A trap in the code is a crash, named with the runtime's words, by either route",
    arguments: routes)
  func crash(route: String) throws {
    let cut = RecordedStream.opening + [RecordedStream.started(RecordedStream.first)]
    // What the runtime prints when a force unwrap traps, then the trap.
    let trap = """
      echo 'DemoKata/Demo.swift:1: Fatal error: Unexpectedly found nil'
      echo '*** Signal 4: Backtracing from 0x7f607ad6df7f... done ***'
      echo 'rsi 0x00007f65b49fd4f0  46 61 74 61 6c 20 65 72 72 6f 72 3a  Fatal error:'
      kill -ILL $$
      """
    let (run, progress) = try check(cut, ending: trap, route: route)
    #expect(run.status == 1, "\(run.output)")
    #expect(run.output.contains("Your code crashed while the tests ran"), "\(route): \(run.output)")
    #expect(run.output.contains("Fatal error: Unexpectedly found nil"), "\(run.output)")
    #expect(!run.output.contains("rsi 0x"), "a register line reached the learner: \(run.output)")
    #expect(run.output.contains("force unwrap"), "\(run.output)")
    #expect(progress.contains("Katas finished: 0 of 1"), "\(progress)")
  }

  @Test(
    "A run past its limit is stopped, and is neither a pass nor a crash, by either route",
    arguments: routes)
  func stoppedAtTheLimit(route: String) throws {
    let cut = RecordedStream.opening + [RecordedStream.started(RecordedStream.first)]
    // With no silence allowed, the tour stops the run at its first look:
    // nothing here waits for a clock.
    let (run, progress) = try check(
      cut, ending: "exec sleep 600", route: route,
      environment: ["PATTERNS_TOUR_TEST_QUIET_LIMIT": "0"])
    let text = run.output.replacingOccurrences(of: "\n  ", with: " ")  // Unwrapped.
    #expect(run.status == 1, "\(run.output)")
    #expect(text.contains("Your code kept the tests"), "\(route): \(run.output)")
    #expect(text.contains("and were stopped"), "\(run.output)")
    #expect(!run.output.contains("crashed") && !run.output.contains("Kata complete"))
    #expect(progress.contains("Katas finished: 0 of 1"), "\(progress)")
  }
}
