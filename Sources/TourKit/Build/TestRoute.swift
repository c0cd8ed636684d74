import Foundation

/// How the tour runs a scratch package's tests and stories once they are
/// built: the test executable itself, or through `swift test --skip-build`.
///
/// On Linux the tests build to an executable, and running it directly skips
/// SwiftPM's start-up (a tenth of a second against half a second). On macOS
/// they build to a bundle that only SwiftPM's test runner loads, so there
/// the tour goes through `swift test`, which hands the runner's arguments,
/// the event stream's among them, on to the testing process. Everything
/// else is shared: the pipe the stream comes through, how the run is judged,
/// the limits on time and silence. `PATTERNS_TOUR_TEST_ROUTE=swift-test`
/// takes macOS's route on Linux, so that route is run and tested where the
/// kit's CI runs (see CONTRIBUTING, "What differs on macOS").
enum TestRoute: String, CaseIterable, Sendable, CustomStringConvertible {
  /// The test executable, run by the tour.
  case direct
  /// `swift test --skip-build`, which runs the tests for the tour.
  case swiftTest = "swift-test"

  /// The environment variable that picks a route.
  static let variable = "PATTERNS_TOUR_TEST_ROUTE"

  /// The route this platform takes when nothing else is asked for: the only
  /// place the platform decides anything about running tests.
  static var platformDefault: TestRoute {
    #if os(macOS)
      .swiftTest
    #else
      .direct
    #endif
  }

  /// The route `PATTERNS_TOUR_TEST_ROUTE` asks for, or the platform's. The
  /// direct route exists only where the tests build to an executable: on
  /// macOS a request for it is not honoured.
  static var current: TestRoute {
    let asked = ProcessInfo.processInfo.environment[variable].flatMap(TestRoute.init(rawValue:))
    guard let asked, asked == .swiftTest || platformDefault == .direct else {
      return platformDefault
    }
    return asked
  }

  var description: String { rawValue }

  /// The program and arguments that run the tests of `package`, with
  /// Swift Testing's own `arguments` (a filter, the event stream).
  func command(for package: ScratchPackage, _ arguments: [String]) -> (String, [String]) {
    switch self {
    case .direct:
      return (package.testExecutable.path, ["--testing-library", "swift-testing"] + arguments)
    case .swiftTest:
      return ("swift", ["test", "--skip-build", "--package-path", package.folder.path] + arguments)
    }
  }

  /// How a run that passed its limits is stopped. The test executable has
  /// nothing to clean up and may ignore the signals it inherited as
  /// ignored: its group is killed at once. `swift test` hears Ctrl-C's
  /// signal and stops the test process it started, then ends itself.
  var stopping: ProcessRunner.Stopping {
    switch self {
    case .direct: .killGroup
    case .swiftTest: .interruptFirst
    }
  }

  /// How the test process ended, from what the route's child said. The
  /// direct route's child is the test process. `swift test` exits with
  /// status 1 whatever ended the test process it ran, and on Linux says
  /// nothing of a signal, so a crash would read as tests that ended early;
  /// the runtime's backtracer says it, in the process's own output
  /// ("*** Signal 4: Backtracing from ..."), and that is taken as the signal
  /// that ended it. (Code that prints such a line only turns its own run
  /// into a crash: no verdict that passes is reached this way.)
  func testProcessEnding(_ result: ProcessRunner.Result) -> ProcessRunner.Result {
    guard self == .swiftTest, result.status != 0, !result.wasSignalled, !result.timedOut,
      let signal = Self.backtracerSignal(in: result.output)
    else { return result }
    return ProcessRunner.Result(
      status: signal, wasSignalled: true, output: result.output, seconds: result.seconds,
      timedOut: result.timedOut, processorSeconds: result.processorSeconds)
  }

  /// The signal in the backtracer's header, "*** Signal 11: Backtracing".
  static func backtracerSignal(in output: String) -> Int32? {
    for line in output.split(separator: "\n") where line.hasPrefix("*** Signal ") {
      let number = line.dropFirst("*** Signal ".count).prefix { $0.isNumber }
      if let signal = Int32(number) { return signal }
    }
    return nil
  }
}
