import BusSupport
import Foundation
import Testing

@testable import CommandBus

/// The journal against a real kill: this test binary starts a second copy
/// of itself that runs only `journalChild()`, which sends three likes,
/// finishes one, leaves one waiting on the network and one not started,
/// then says it is ready. The parent kills it with SIGKILL (no clean-up,
/// no flush, no `deinit`) and replays the file in a new bus.
///
/// Nothing waits on a clock: the parent waits for the child's "ready" line
/// and for its exit, both as events. Linux only: there, the test binary can
/// simply be started again; under macOS's XCTest host it cannot.
@Suite("The journal survives a real SIGKILL")
struct KilledProcessTests {
  static let childVariable = "COMMAND_BUS_JOURNAL_CHILD"
  static let readyLine = "command-bus-journal-child: ready"

  #if os(Linux)
    @Test("A child process killed with SIGKILL mid-run: its unfinished likes replay once")
    @MainActor
    func realKill() async throws {
      let file = temporaryJournalFile()
      let child = Process()
      child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      child.arguments = ["--testing-library", "swift-testing", "--filter", "journalChild"]
      child.environment = ProcessInfo.processInfo.environment.merging(
        [Self.childVariable: file.path]
      ) { _, new in new }
      let output = Pipe()
      let input = Pipe()
      child.standardOutput = output
      child.standardError = FileHandle.nullDevice
      child.standardInput = input
      let exited = ExitWatcher(child)
      try child.run()

      let ready = await LineWatcher.wait(for: Self.readyLine, in: output.fileHandleForReading)
      kill(child.processIdentifier, SIGKILL)
      await exited.wait()
      try? input.fileHandleForWriting.close()

      try #require(ready, "the child process ended before it was ready")
      #expect(child.terminationReason == .uncaughtSignal)
      #expect(child.terminationStatus == SIGKILL)

      let scheduler = ManualScheduler()
      let transport = FakeTransport()
      transport.script("/videos/2/like", .respond(200, "21"))
      transport.script("/videos/3/like", .respond(200, "31"))
      let journal = try CommandJournal(file: file, commandTypes: [LikeCommand.self])
      let bus = networkBus(
        transport: transport, credentials: Credentials(token: "t1"), scheduler: scheduler,
        journal: journal)
      #expect(journal.pendingCommands.map(\.id) == [CommandID("like-2"), CommandID("like-3")])

      bus.replayJournal()
      bus.replayJournal()
      await scheduler.runUntilIdle()

      #expect(transport.requestCount(for: "/videos/1/like") == 0)
      #expect(transport.requestCount(for: "/videos/2/like") == 1)
      #expect(transport.requestCount(for: "/videos/3/like") == 1)
      #expect(
        try CommandJournal(file: file, commandTypes: [LikeCommand.self]).pendingCommands.isEmpty)
    }
  #endif

  /// The child's half: runs only in the child process started above.
  @Test(
    "(the child process's half of the SIGKILL test)",
    .enabled(if: ProcessInfo.processInfo.environment[childVariable] != nil))
  @MainActor
  func journalChild() async throws {
    let path = try #require(ProcessInfo.processInfo.environment[Self.childVariable])
    let scheduler = ManualScheduler()
    let transport = FakeTransport()
    transport.script("/videos/1/like", .respond(200, "10"))
    transport.script("/videos/2/like", .hold)
    let bus = networkBus(
      transport: transport, credentials: Credentials(token: "t1"), scheduler: scheduler,
      journal: try CommandJournal(
        file: URL(fileURLWithPath: path), commandTypes: [LikeCommand.self]))
    for video in 1...3 { bus.send(LikeCommand(videoID: video, id: CommandID("like-\(video)"))) }
    await scheduler.startNext()?.value
    scheduler.deliverAll()
    scheduler.startNext()
    await transport.waitForRequests(2)

    FileHandle.standardOutput.write(Data((Self.readyLine + "\n").utf8))
    // Wait to be killed. Should the parent go away instead, its end of
    // stdin closes, and this returns.
    _ = await Task.detached { FileHandle.standardInput.readDataToEndOfFile() }.value
  }
}

/// Resumes once a process has exited, from its termination handler.
final class ExitWatcher: Sendable {
  private let state = Locked<(exited: Bool, waiter: CheckedContinuation<Void, Never>?)>(
    (false, nil))

  init(_ process: Process) {
    process.terminationHandler = { [state] _ in
      let waiter = state.withLock { state in
        state.exited = true
        return state.waiter
      }
      waiter?.resume()
    }
  }

  func wait() async {
    await withCheckedContinuation { continuation in
      let exited = state.withLock { state in
        if !state.exited { state.waiter = continuation }
        return state.exited
      }
      if exited { continuation.resume() }
    }
  }
}

/// Reads a pipe as data arrives, until a given line shows up or the pipe
/// closes.
enum LineWatcher {
  static func wait(for line: String, in handle: FileHandle) async -> Bool {
    let seen = Locked<(text: String, done: Bool)>(("", false))
    return await withCheckedContinuation { continuation in
      handle.readabilityHandler = { handle in
        let data = handle.availableData
        let outcome = seen.withLock { seen -> Bool? in
          guard !seen.done else { return nil }
          seen.text += String(decoding: data, as: UTF8.self)
          let found = seen.text.split(separator: "\n").contains { $0 == line }
          guard found || data.isEmpty else { return nil }
          seen.done = true
          return found
        }
        if let outcome {
          handle.readabilityHandler = nil
          continuation.resume(returning: outcome)
        }
      }
    }
  }
}
