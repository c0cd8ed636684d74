import BusSupport
import Foundation
import Testing

@testable import CommandBus

@Suite("The journal: unfinished commands are replayed at the next launch, once")
@MainActor
struct JournalTests {
  let file = temporaryJournalFile()
  let types: [any Command.Type] = [EchoCommand.self, LikeCommand.self, AddNote.self]

  @Test("A journaled command is on disk before it runs, and marked finished after")
  func writeAhead() async throws {
    let scheduler = ManualScheduler()
    let journal = try CommandJournal(file: file, commandTypes: types)
    let bus = CommandBus(scheduler: scheduler, journal: journal)
    bus.register(EchoHandler(log: HandlerLog()))

    bus.send(EchoCommand("milk", id: CommandID("e1")))
    let reread = try CommandJournal(file: file, commandTypes: types)
    #expect(reread.pendingCommands.map(\.id) == [CommandID("e1")], "written before running")

    await scheduler.runUntilIdle()
    let afterwards = try CommandJournal(file: file, commandTypes: types)
    #expect(afterwards.pendingCommands.isEmpty)
    #expect(afterwards.completedCommands.map(\.id) == [CommandID("e1")])
  }

  @Test("Killed mid-run: a new bus replays every unfinished command exactly once")
  func killedMidRun() async throws {
    // The first launch: three likes are sent; one completes, one is on the
    // wire when the process dies, one has not started. Nothing is closed
    // or flushed: the bus is simply dropped, as a SIGKILL would.
    do {
      let scheduler = ManualScheduler()
      let transport = FakeTransport()
      transport.script("/videos/1/like", .respond(200, "10"))
      transport.script("/videos/2/like", .hold)
      let bus = networkBus(
        transport: transport, credentials: Credentials(token: "t1"), scheduler: scheduler,
        journal: try CommandJournal(file: file, commandTypes: types))
      for video in 1...3 { bus.send(LikeCommand(videoID: video, id: CommandID("like-\(video)"))) }
      await scheduler.startNext()?.value  // like-1 completes
      scheduler.deliverAll()
      let onTheWire = scheduler.startNext()  // like-2 waits for the server
      await transport.waitForRequests(2)
      // The process dies here. (Cancelling only ends the test's own task:
      // its outcome is never delivered, so the journal is left untouched.)
      onTheWire?.cancel()
      await onTheWire?.value
    }

    // The next launch, from the file alone.
    let scheduler = ManualScheduler()
    let transport = FakeTransport()
    transport.script("/videos/2/like", .respond(200, "21"))
    transport.script("/videos/3/like", .respond(200, "31"))
    let journal = try CommandJournal(file: file, commandTypes: types)
    let bus = networkBus(
      transport: transport, credentials: Credentials(token: "t1"), scheduler: scheduler,
      journal: journal)
    #expect(journal.pendingCommands.map(\.id) == [CommandID("like-2"), CommandID("like-3")])

    let replayed = Outcomes<Int>()
    bus.replayJournal { _, outcome in replayed.append(outcome.map { $0 as? Int ?? -1 }) }
    bus.replayJournal()  // a second call while they run: refused, not run again
    await scheduler.runUntilIdle()

    #expect(replayed.values.sorted() == [21, 31])
    #expect(transport.requestCount(for: "/videos/1/like") == 0, "like-1 had finished")
    #expect(transport.requestCount(for: "/videos/2/like") == 1)
    #expect(transport.requestCount(for: "/videos/3/like") == 1)

    // And a third launch has nothing left to do.
    let third = try CommandJournal(file: file, commandTypes: types)
    #expect(third.pendingCommands.isEmpty)
    #expect(third.completedCommands.count == 3)
  }

  @Test("A command finished per the journal is refused if sent again")
  func finishedIsNotRunAgain() async throws {
    let scheduler = ManualScheduler()
    let log = HandlerLog()
    let bus = CommandBus(
      scheduler: scheduler, journal: try CommandJournal(file: file, commandTypes: types))
    bus.register(EchoHandler(log: log))
    let outcomes = Outcomes<String>()

    bus.send(EchoCommand("once", id: CommandID("e1"))) { outcomes.append($0) }
    await scheduler.runUntilIdle()
    bus.send(EchoCommand("once", id: CommandID("e1"))) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(log.runs(of: CommandID("e1")) == 1)
    #expect(outcomes.errors.first as? CommandError == .duplicate(CommandID("e1")))
  }

  @Test("A torn last line (killed mid-write) is skipped; every whole line is kept")
  func tornLine() throws {
    let first = try CommandJournal(file: file, commandTypes: types)
    try first.recordSent(EchoCommand("whole", id: CommandID("e1")))
    let handle = try FileHandle(forWritingTo: file)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(#"{"sent":"EchoCommand","id":"e2","comm"#.utf8))
    try handle.close()

    let reread = try CommandJournal(file: file, commandTypes: types)
    #expect(reread.pendingCommands.map(\.id) == [CommandID("e1")])
    #expect(reread.unreadableLineCount == 1)
  }

  @Test("A command written twice is one entry, replayed once")
  func writtenTwice() throws {
    let line = try JournalLine.encodeSent(EchoCommand("x", id: CommandID("e1")))
    try (line + Data("\n".utf8) + line + Data("\n".utf8)).write(to: createdFile())

    let journal = try CommandJournal(file: file, commandTypes: types)
    #expect(journal.pendingCommands.count == 1)
  }

  @Test("A command that opts out (a login, with its password) is never written")
  func loginIsNotJournaled() async throws {
    let scheduler = ManualScheduler()
    let transport = FakeTransport()
    transport.script("/login", .respond(200, sessionJSON))
    let bus = networkBus(
      transport: transport, credentials: Credentials(), scheduler: scheduler,
      journal: try CommandJournal(file: file, commandTypes: types))

    bus.send(LoginCommand(username: "ana", password: "sesame"))
    await scheduler.runUntilIdle()

    let contents = try String(contentsOf: file, encoding: .utf8)
    #expect(!contents.contains("sesame"))
    #expect(contents.isEmpty)
  }

  @Test("Replaying the session rebuilds the model; removing a command and replaying undoes it")
  func replayAndUndo() async throws {
    let scheduler = ManualScheduler()
    let notes = NoteStore()
    let journal = try CommandJournal(file: file, commandTypes: types)
    let bus = CommandBus(scheduler: scheduler, journal: journal)
    bus.register(NoteHandler(store: notes))
    for (id, text) in [("n1", "milk"), ("n2", "eggs"), ("n3", "bread")] {
      bus.send(AddNote(id: CommandID(id), text: text))
    }
    await scheduler.runUntilIdle()
    #expect(notes.all == ["milk", "eggs", "bread"])

    // A new launch: the model is rebuilt from the log alone.
    let rebuilt = NoteStore()
    let nextLaunch = CommandBus(
      scheduler: ManualScheduler(), journal: try CommandJournal(file: file, commandTypes: types))
    nextLaunch.register(NoteHandler(store: rebuilt))
    _ = await nextLaunch.replay(try #require(nextLaunch.journal).completedCommands)
    #expect(rebuilt.all == ["milk", "eggs", "bread"])

    // Undo "eggs": out of the log, empty the model, replay.
    try journal.remove(CommandID("n2"))
    notes.removeAll()
    _ = await bus.replay(journal.completedCommands)
    #expect(notes.all == ["milk", "bread"])
    let reread = try CommandJournal(file: file, commandTypes: types)
    #expect(reread.completedCommands.map(\.id) == [CommandID("n1"), CommandID("n3")])
  }

  private func createdFile() throws -> URL {
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    return file
  }
}

/// Adds a note: a command whose effect is a change to a model.
struct AddNote: Command {
  typealias Output = Void
  let id: CommandID
  let text: String
}

/// The model the notes commands change.
final class NoteStore: Sendable {
  private let notes = Locked<[String]>([])
  var all: [String] { notes.withLock { $0 } }
  func add(_ note: String) { notes.withLock { $0.append(note) } }
  func removeAll() { notes.withLock { $0 = [] } }
}

struct NoteHandler: CommandHandler {
  var commandTypes: [any Command.Type] { [AddNote.self] }
  let store: NoteStore

  func execute(_ command: any Command, in context: CommandContext) async throws -> any Sendable {
    guard let note = command as? AddNote else { return () }
    store.add(note.text)
    return ()
  }
}
