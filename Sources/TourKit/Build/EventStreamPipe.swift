import Foundation
import Synchronization

/// A named pipe that the test runner writes its event stream into, read
/// by the tour on a thread of its own while the tests run.
///
/// Why a pipe, not a results file: the learner's code runs inside the test
/// process, so a file that process writes can be rewritten at exit, or
/// written whole by code that then ends the process. What comes through
/// the pipe is read as it happens: a record that arrives after the run's
/// end, or a run that stops halfway, shows in the report.
///
/// The tour holds a write end of its own, so the pipe never reads as ended
/// before the test process has opened it, nor when a process it started
/// (or left behind) closes it. The end is the tour's to say: once the test
/// process has exited, it writes a marker only it knows, and the reader
/// stops there. Everything the test process wrote came before.
final class EventStreamPipe: @unchecked Sendable {
  // @unchecked: `report` is written only by the reading thread until it
  // signals `finished`, and read only after that.
  let path: String
  private let readEnd: Int32
  private let writeEnd: Int32
  private let endMarker = "patterns-tour: end of stream \(UUID().uuidString)"
  private let finished = DispatchSemaphore(value: 0)
  private var report = TestRunReport()
  /// When the runner last wrote anything, for the quiet limit (see TestRun).
  private let heard = Mutex(Date())

  /// When the runner last wrote anything: from any thread.
  var lastHeard: Date { heard.withLock { $0 } }

  /// The runner's arguments that make it write the stream into the pipe.
  var runnerArguments: [String] {
    ["--event-stream-output-path", path, "--event-stream-version", "0"]
  }

  /// Makes the pipe in `folder` and starts reading it.
  init(in folder: URL) throws {
    // One pipe a run: verify runs two test processes at once.
    path = folder.appendingPathComponent("test-events-\(getpid())-\(Self.nextNumber()).fifo").path
    unlink(path)  // One left behind by a tour that was killed.
    guard mkfifo(path, 0o600) == 0 else { throw Self.failure(path) }
    // Opening the read end without waiting for a writer, then a write end
    // of the tour's own; then reads may block.
    readEnd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    writeEnd = readEnd < 0 ? -1 : open(path, O_WRONLY | O_CLOEXEC)
    guard readEnd >= 0, writeEnd >= 0 else {
      let error = Self.failure(path)
      for end in [readEnd, writeEnd] where end >= 0 { close(end) }
      unlink(path)
      throw error
    }
    _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) & ~O_NONBLOCK)
    Thread.detachNewThread { [self] in
      readUntilTheMarker()
      finished.signal()
    }
  }

  /// Ends the stream once the test process has exited, and returns what
  /// it reported. Call it exactly once.
  func finish() -> TestRunReport {
    let marker = Array(("\n" + endMarker + "\n").utf8)
    marker.withUnsafeBytes { _ = write(writeEnd, $0.baseAddress, $0.count) }
    finished.wait()
    close(writeEnd)
    close(readEnd)
    unlink(path)
    return report
  }

  private func readUntilTheMarker() {
    var pending = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }  // Cannot happen while the tour's write end is open.
      heard.withLock { $0 = Date() }
      pending.append(contentsOf: buffer[..<count])
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[..<newline], as: UTF8.self)
        pending.removeSubrange(...newline)
        if line == endMarker { return }
        if !line.isEmpty { report.read(line) }
      }
      if pending.count > 1 << 20 {  // A megabyte with no line end: not a record.
        report.read("(a megabyte of text with no line end)")
        pending.removeAll()
      }
    }
  }

  /// Numbers the pipes this process makes, from any thread.
  private static let made = Atomic<Int>(0)
  private static func nextNumber() -> Int { made.add(1, ordering: .relaxed).newValue }

  /// The system's reason, with the pipe's path, for PlainErrors to say.

  private static func failure(_ path: String) -> NSError {
    NSError(domain: NSPOSIXErrorDomain, code: Int(errno), userInfo: [NSFilePathErrorKey: path])
  }
}
