import Foundation

/// Runs a command to completion and keeps what it printed.
///
/// The learner never sees raw compiler or test output unless they ask: the
/// tour reads it, keeps what matters, and says it in plain words.
struct ProcessRunner {
  struct Result {
    let status: Int32
    /// True when the process was ended by a signal (a crash or Ctrl-C).
    let wasSignalled: Bool
    let output: String
    let seconds: Double
    /// True when the process ran past its time limit and was stopped.
    var timedOut = false

    var succeeded: Bool { status == 0 && !wasSignalled && !timedOut }
  }

  enum Failure: Error, CustomStringConvertible {
    case couldNotStart(String, underlying: String)
    /// Ctrl-C arrived while the command ran; it was stopped too.
    case interrupted

    var description: String {
      switch self {
      case .couldNotStart(let command, let underlying):
        return "Could not start `\(command)`: \(underlying)"
      case .interrupted:
        return "stopped by Ctrl-C before it finished"
      }
    }
  }

  /// The `swift` to run: `PATTERNS_TOUR_SWIFT` names another one (a second
  /// toolchain, or a stand-in in the tour's own tests); otherwise PATH's.
  static var swift: String {
    let custom = ProcessInfo.processInfo.environment["PATTERNS_TOUR_SWIFT"] ?? ""
    return custom.isEmpty ? "swift" : custom
  }

  /// Runs `executable` with `arguments`, standard output and error merged.
  /// `executable` is looked up on PATH unless it is a path; "swift" means
  /// `ProcessRunner.swift`.
  ///
  /// Commands that installed `StopSignal` hear Ctrl-C while this runs: the
  /// child is interrupted too (it may not share the terminal's process
  /// group) and `Failure.interrupted` is thrown once it has ended, so the
  /// caller can say "stopped" rather than mistake it for a crash.
  ///
  /// `timeLimit`, in seconds, is a safety net for test runs, not a timer
  /// any test relies on: a test that waits for something that never comes
  /// (a continuation never resumed) would otherwise hold `check`, or CI,
  /// for ever. Past it the process is stopped and `timedOut` is set.
  ///
  /// A process it started and left behind (a learner's code can fork) may
  /// hold the output open: once the process itself has ended, output is
  /// read for `outputGrace` seconds more, then no longer waited for.
  static func run(
    _ executable: String, _ arguments: [String], in directory: URL? = nil,
    environment: [String: String] = [:], timeLimit: Double? = nil, outputGrace: Double = 2
  ) throws -> Result {
    let executable = executable == "swift" ? swift : executable
    let process = Process()
    if executable.contains("/") {
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
    } else {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [executable] + arguments
    }
    if let directory { process.currentDirectoryURL = directory }
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice

    let started = Date()
    do {
      try process.run()
    } catch {
      throw Failure.couldNotStart(
        ([executable] + arguments).joined(separator: " "), underlying: "\(error)")
    }
    // Read before waiting (a child that fills the pipe would otherwise
    // block), on a thread of its own, so this one can pass Ctrl-C on.
    let output = OutputCollector(pipe.fileHandleForReading)
    var sentInterrupt = false  // Once only: a second Ctrl-C makes SwiftPM skip its clean-up.
    var timedOut = false
    var exited: Date?
    let data = output.wait {
      if hasEnded(process) {
        // Not yet reaped, so its number is still its own.
        if exited == nil && process.isRunning { stopLeftovers(of: process) }
        exited = exited ?? Date()
        if let exited, Date().timeIntervalSince(exited) >= outputGrace { return false }
      }
      if StopSignal.wasRequested && !sentInterrupt {
        sentInterrupt = true
        process.interrupt()
      }
      if let timeLimit, Date().timeIntervalSince(started) > timeLimit {
        if !timedOut {
          timedOut = true
          stop(process)
        } else if process.isRunning && Date().timeIntervalSince(started) > timeLimit + 5 {
          kill(process.processIdentifier, SIGKILL)
          stopLeftovers(of: process)
        }
      }
      return true
    }
    process.waitUntilExit()
    if StopSignal.wasRequested { throw Failure.interrupted }
    return Result(
      status: process.terminationStatus,
      wasSignalled: process.terminationReason == .uncaughtSignal,
      output: String(decoding: data, as: UTF8.self),
      seconds: Date().timeIntervalSince(started), timedOut: timedOut)
  }
}

extension ProcessRunner {
  /// Stops a process that ran past its time limit. On Linux the tour runs
  /// the test executable itself, which has nothing to clean up and may
  /// ignore the signals it inherited as ignored: it is killed at once.
  /// Elsewhere the process is `swift test`, which hears Ctrl-C's signal and
  /// stops the test process it started; if it is still there five seconds
  /// later, it is killed.
  fileprivate static func stop(_ process: Process) {
    #if os(Linux)
      kill(process.processIdentifier, SIGKILL)
      stopLeftovers(of: process)
    #else
      process.interrupt()
    #endif
  }

  /// Whether the process itself has ended. Foundation on Linux says a
  /// process is running until everything it started has ended too (it
  /// learns of the end when a socket they all inherit closes), so a
  /// process left behind would keep the tour waiting; the system's own
  /// record says when the process itself ended (it is a zombie, not yet
  /// reaped).
  fileprivate static func hasEnded(_ process: Process) -> Bool {
    guard process.isRunning else { return true }
    #if os(Linux)
      let stat = try? String(
        contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8)
      guard let state = stat?.split(separator: ")").last?.dropFirst().first else { return true }
      return state == "Z" || state == "X"
    #else
      return false
    #endif
  }

  /// Stops what the process left running in its process group (Foundation
  /// gives each process a group of its own): a learner's code can fork,
  /// and a copy left behind has no business outliving the tests.
  fileprivate static func stopLeftovers(of process: Process) {
    let group = process.processIdentifier
    if getpgid(group) == group { kill(-group, SIGKILL) }
  }
}

/// Everything a child process prints, read on a thread of its own until the
/// pipe closes, so that the thread waiting for it stays free to act.
private final class OutputCollector: @unchecked Sendable {
  // @unchecked: `data` is only touched under `lock`.
  private let lock = NSLock()
  private var data = Data()
  private let finished = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        lock.withLock { data.append(chunk) }
      }
      finished.signal()
    }
  }

  /// Waits until the pipe closes, calling `whileWaiting` ten times a second;
  /// stops waiting early when it returns false. Returns what was read.
  func wait(whileWaiting: () -> Bool) -> Data {
    while finished.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
      if !whileWaiting() { break }
    }
    return lock.withLock { data }
  }
}
