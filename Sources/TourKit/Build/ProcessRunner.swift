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
    /// The processor time the process used (with the processes it waited
    /// for), when the system said: what tells a run that worked past its
    /// limit from one that waited (see Stall).
    var processorSeconds: Double?

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
  /// for ever. Past it the process is stopped and `timedOut` is set. So it
  /// is when `quiet` says the child has been silent for longer than its
  /// limit (see TestRun.quietLimit).
  ///
  /// `listener` hears the output as it comes, piece by piece, on the
  /// thread that reads it (a progress line reads SwiftPM's "[n/m]").
  ///
  /// When the run ends, however it ends, every process still in the
  /// child's group is ended too (see `ChildProcess.endGroup`).
  /// `stopping` says how a child past its limits is stopped (see
  /// TestRoute): by default as the platform's own test route needs.
  static func run(
    _ executable: String, _ arguments: [String], in directory: URL? = nil,
    environment: [String: String] = [:], timeLimit: Double? = nil, quiet: Quiet? = nil,
    stopping: Stopping = TestRoute.platformDefault.stopping,
    listener: (@Sendable (Data) -> Void)? = nil
  ) throws -> Result {
    let executable = executable == "swift" ? swift : executable
    // A name is looked up on the PATH of the child's environment by `env`;
    // a folder to run in is entered by a shell, which then becomes the
    // program (`exec`).
    var command = executable.contains("/") ? [executable] : ["/usr/bin/env", executable]
    command += arguments
    if let directory {
      command = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory.path] + command
    }
    let started = Date()
    let child: ChildProcess
    do {
      child = try ChildProcess(
        path: command[0], arguments: command,
        environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
    } catch {
      throw Failure.couldNotStart(
        ([executable] + arguments).joined(separator: " "),
        underlying: PlainErrors.describe(error))
    }
    // Read on a thread of its own (a child that fills the pipe would
    // otherwise block), so this one can pass Ctrl-C on and keep time.
    let output = OutputCollector(child.output, listener: listener)
    var sentInterrupt = false  // Once only: a second Ctrl-C makes SwiftPM skip its clean-up.
    var timedOut = false
    var stoppedAt: Date?
    var endedAt: Date?
    var stoppedReading = false
    while !(endedAt != nil && (output.isFinished || stoppedReading)) {
      output.waitBriefly()
      let now = Date()
      if StopSignal.wasRequested && !sentInterrupt {
        sentInterrupt = true
        child.send(SIGINT)
      }
      let overdue =
        timeLimit.map { now.timeIntervalSince(started) > $0 } ?? false
        || quiet.map { now.timeIntervalSince($0.lastHeard()) > $0.limit } ?? false
      if let stoppedAt {
        if now.timeIntervalSince(stoppedAt) > 5 { child.sendToGroup(SIGKILL) }
      } else if overdue {
        timedOut = true
        stoppedAt = now
        stop(child, stopping)
      }
      if endedAt == nil && child.hasEnded() { endedAt = now }
      // The child has ended, but the output is still open: a process it
      // started holds it. Those left in its group are stopped; one that
      // left the group is not waited for.
      if let ended = endedAt, !output.isFinished {
        if now.timeIntervalSince(ended) > outputGrace { child.sendToGroup(SIGKILL) }
        stoppedReading = now.timeIntervalSince(ended) > 2 * outputGrace
      }
    }
    // However the run ended (on its own, past its limit, on Ctrl-C), what
    // the child started ends with it.
    child.endGroup()
    if StopSignal.wasRequested { throw Failure.interrupted }
    let ending = child.ending ?? (status: 0, signalled: false)
    return Result(
      status: ending.status, wasSignalled: ending.signalled,
      output: String(decoding: output.collected, as: UTF8.self),
      seconds: Date().timeIntervalSince(started), timedOut: timedOut,
      processorSeconds: child.processorSeconds)
  }

  /// A limit on silence: the child is taken to wait for ever once
  /// `lastHeard` is more than `limit` seconds ago.
  struct Quiet: Sendable {
    let limit: Double
    let lastHeard: @Sendable () -> Date
  }

  /// How long the output may stay open after the child ends, for what it
  /// printed last to arrive, before what holds it open is stopped.
  static let outputGrace: Double = 1
}

extension ProcessRunner {
  /// How a child that ran past its limits is stopped, with all it started.
  enum Stopping: Sendable {
    /// The group is killed at once: the test executable run directly has
    /// nothing to clean up, and may ignore the signals it inherited as
    /// ignored.
    case killGroup
    /// The child hears Ctrl-C's signal (`swift test` stops the test
    /// process it started); if the group is still there five seconds
    /// later, it is killed.
    case interruptFirst
  }

  fileprivate static func stop(_ child: ChildProcess, _ stopping: Stopping) {
    switch stopping {
    case .killGroup: child.sendToGroup(SIGKILL)
    case .interruptFirst: child.send(SIGINT)
    }
  }
}

/// Everything a child process prints, read on a thread of its own as it
/// comes, so that the thread waiting for the child stays free to act, and
/// can take what has come so far without waiting for the pipe to close.
private final class OutputCollector: @unchecked Sendable {
  // @unchecked: `data` and `finished` are only read and written under `lock`.
  private let lock = NSLock()
  private var data = Data()
  private var finished = false
  private let closed = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle, listener: (@Sendable (Data) -> Void)? = nil) {
    Thread.detachNewThread { [self] in
      while true {
        let chunk = handle.availableData  // Empty once every writer has closed the pipe.
        if chunk.isEmpty { break }
        lock.withLock { data.append(chunk) }
        listener?(chunk)
      }
      lock.withLock { finished = true }
      closed.signal()
    }
  }

  /// Whether every writer has closed the pipe.
  var isFinished: Bool { lock.withLock { finished } }

  /// What has been read so far.
  var collected: Data { lock.withLock { data } }

  /// Waits a tenth of a second, or less if the pipe closes meanwhile. Once
  /// it has closed, the child is usually ending that very moment, and a
  /// check should not wait a tenth of a second to notice: two thousandths.
  func waitBriefly() {
    guard !isFinished else {
      usleep(2_000)
      return
    }
    if closed.wait(timeout: .now() + .milliseconds(100)) == .success { closed.signal() }
  }
}
