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

    var succeeded: Bool { status == 0 && !wasSignalled }
  }

  enum Failure: Error, CustomStringConvertible {
    case couldNotStart(String, underlying: String)

    var description: String {
      switch self {
      case .couldNotStart(let command, let underlying):
        return "Could not start `\(command)`: \(underlying)"
      }
    }
  }

  /// Runs `executable` with `arguments`, standard output and error merged.
  /// `executable` is looked up on PATH unless it is a path.
  static func run(
    _ executable: String, _ arguments: [String], in directory: URL? = nil,
    environment: [String: String] = [:]
  ) throws -> Result {
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
    // Read before waiting: a child that fills the pipe would otherwise block.
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      wasSignalled: process.terminationReason == .uncaughtSignal,
      output: String(decoding: data, as: UTF8.self),
      seconds: Date().timeIntervalSince(started))
  }
}
