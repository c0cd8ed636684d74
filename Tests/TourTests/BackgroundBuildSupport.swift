import Foundation
import Testing

@testable import TourKit

// The sandbox's side of the background-build tests: a stand-in `swift`
// held mid-build through two named pipes, and the tour started with its
// output read as it comes.

extension SandboxKit {
  var lock: BuildLock { KataCheck.lock(in: Kit(root: root)) }
  var startedPipe: URL { root.appendingPathComponent("started.fifo") }
  var goPipe: URL { root.appendingPathComponent("go.fifo") }

  /// Background builds on, and a stand-in `swift` whose first build waits
  /// for the test (each call is noted in `swift-calls`, as it starts and
  /// ends); later builds fail at once.
  func backgroundBuildEnvironment() throws -> [String: String] {
    for pipe in [startedPipe, goPipe] { #expect(mkfifo(pipe.path, 0o600) == 0) }
    let calls = root.appendingPathComponent("swift-calls").path
    let swift = try script(
      "held-swift",
      """
      echo "start $$ $*" >> '\(calls)'
      if [ "$1" = build ] && mkdir '\(root.path)/held-once' 2>/dev/null; then
        echo started > '\(startedPipe.path)'
        read go < '\(goPipe.path)'
      fi
      echo "end $$" >> '\(calls)'
      echo 'error: the stand-in toolchain compiles nothing' >&2
      exit 1

      """)
    return ["PATTERNS_TOUR_SWIFT": swift, "PATTERNS_TOUR_BACKGROUND_BUILD": "1"]
  }

  /// Blocks until the stand-in's held build has begun.
  func waitUntilTheStandInBuilds() throws {
    let handle = try #require(FileHandle(forReadingAtPath: startedPipe.path))
    _ = handle.readDataToEndOfFile()
    try handle.close()
  }

  /// Frees a stand-in still held at either pipe, so that a test that
  /// failed halfway leaves nothing running: opening a pipe's other end
  /// without blocking is enough to let it go on.
  func releaseTheStandIn() {
    for (pipe, flags) in [(startedPipe, O_RDONLY), (goPipe, O_WRONLY)] {
      let descriptor = open(pipe.path, flags | O_NONBLOCK)
      if descriptor >= 0 { close(descriptor) }
    }
  }

  /// Lets the stand-in's held build end.
  func letTheStandInFinish() throws {
    let handle = try #require(FileHandle(forWritingAtPath: goPipe.path))
    handle.write(Data("go\n".utf8))
    try handle.close()
  }

  /// Every call of the stand-in `swift`, in order.
  var swiftCalls: [String] {
    let text = try? String(contentsOf: root.appendingPathComponent("swift-calls"), encoding: .utf8)
    return (text ?? "").split(separator: "\n").map(String.init)
  }

  /// Starts the tour with its output in a pipe the test reads as it goes.
  func start(_ arguments: [String], environment: [String: String]) throws -> (Process, Pipe) {
    let process = process(arguments, environment: environment)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    return (process, output)
  }

  /// Reads what the tour prints until `text` appears (each read blocks until
  /// it writes) or it closes its output.
  func read(_ output: Pipe, until text: String) -> String {
    var read = ""
    while !read.contains(text) {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }
      read += String(decoding: data, as: UTF8.self)
    }
    return read
  }
}

extension SandboxKit {
  /// The stand-in swift's calls that were builds, each a "start" and an
  /// "end" line: the house rules' parse runs the same swift, and is left
  /// out.
  var buildCalls: [String] {
    let calls = swiftCalls
    let builds = Set(
      calls.filter { $0.hasPrefix("start") && $0.contains(" build ") }
        .compactMap { $0.split(separator: " ").dropFirst().first })
    return calls.filter { line in
      line.split(separator: " ").dropFirst().first.map { builds.contains($0) } ?? false
    }
  }
}
