import BusSupport
import Foundation

/// A write-ahead log of commands: every journaled command is written down
/// when it is sent, and marked when it finishes. Whatever was sent and
/// never finished (the app was killed, the battery died) is still there at
/// the next launch, and `CommandBus.replayJournal()` runs it then.
///
/// What it promises, and how:
/// - None lost: the bus writes a command before it schedules it, so a
///   command the bus accepted is on disk.
/// - None run twice: entries are keyed by identifier. A command written
///   twice is one entry; one marked finished is never replayed; and the bus
///   refuses to run an identifier it is already running, so replaying twice
///   in one launch runs each command once.
/// - The honest limit: a command whose work ran but whose "finished" line
///   was not written yet (the process died in between) is run again at the
///   next launch. No log can avoid that window; a handler whose work must
///   not repeat sends the command's identifier to the server as an
///   idempotency key, so the server can recognise the second attempt.
///
/// The same log is a session's history: `completedCommands` replayed into an
/// empty model rebuilds it (event sourcing), and `remove(_:)` then a replay
/// is undo. Writes reach the operating system at once (a killed process
/// loses nothing); surviving a power cut would also need `fsync`.
public final class CommandJournal: Sendable {
  /// Where the journal lives.
  public let file: URL

  private let readers: [String: JournalLine.Reader]
  private let state: Locked<State>

  private struct Entry: Sendable {
    let command: any Command
    var finished: Bool?  // nil: pending; true: succeeded; false: failed
  }

  private struct State: Sendable {
    var order: [CommandID] = []
    var entries: [CommandID: Entry] = [:]
    var unreadableLines = 0
  }

  /// Opens the journal at `file` (creating it if needed) and reads what an
  /// earlier run left there. `commandTypes` are the commands it can read
  /// back; a line naming another type is skipped and counted.
  public init(file: URL, commandTypes: [any Command.Type]) throws {
    self.file = file
    var readers: [String: JournalLine.Reader] = [:]
    for type in commandTypes {
      readers[type.commandName] = JournalLine.reader(for: type)
    }
    self.readers = readers
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    if !FileManager.default.fileExists(atPath: file.path) {
      try Data().write(to: file)
    }
    state = Locked(Self.read(try Data(contentsOf: file), readers: readers))
  }

  // MARK: What it holds

  /// Commands sent and not finished, once each, in the order they were
  /// first sent: what a new launch should run.
  public var pendingCommands: [any Command] {
    state.withLock { state in
      state.order.compactMap { state.entries[$0] }.filter { $0.finished == nil }.map(\.command)
    }
  }

  /// Commands that finished successfully, in the order they were sent: the
  /// session's history, for replay and undo.
  public var completedCommands: [any Command] {
    state.withLock { state in
      state.order.compactMap { state.entries[$0] }.filter { $0.finished == true }.map(\.command)
    }
  }

  /// Whether the command with `id` has finished (either way).
  public func hasFinished(_ id: CommandID) -> Bool {
    state.withLock { $0.entries[id]?.finished != nil }
  }

  /// Lines that could not be read back: a torn last line from a killed
  /// process, or a command type this journal was not told about.
  public var unreadableLineCount: Int {
    state.withLock { $0.unreadableLines }
  }

  // MARK: Writing (called as the bus's observer)

  /// Writes `command` down, unless its identifier is already there.
  func recordSent(_ command: any Command) throws {
    try state.withLock { state in
      guard state.entries[command.id] == nil else { return }
      try append(JournalLine.encodeSent(command))
      state.order.append(command.id)
      state.entries[command.id] = Entry(command: command, finished: nil)
    }
  }

  /// Marks the command finished, if the journal holds it and it is not
  /// finished yet; a command it never wrote down is none of its business.
  /// Best effort: if the line cannot be written, the command is replayed at
  /// the next launch (the safe side).
  func recordFinished(_ id: CommandID, succeeded: Bool) {
    state.withLock { state in
      guard let entry = state.entries[id], entry.finished == nil else { return }
      state.entries[id]?.finished = succeeded
      try? append(JournalLine.encodeFinished(id, succeeded: succeeded))
    }
  }

  // MARK: Undo

  /// Takes the command with `id` out of the journal, as if it had never
  /// been sent, and rewrites the file without it. Replay the rest into an
  /// empty model to undo the command's effect.
  public func remove(_ id: CommandID) throws {
    try state.withLock { state in
      guard state.entries.removeValue(forKey: id) != nil else { return }
      state.order.removeAll { $0 == id }
      var contents = Data()
      for id in state.order {
        guard let entry = state.entries[id] else { continue }
        contents += try JournalLine.encodeSent(entry.command) + Data("\n".utf8)
        if let succeeded = entry.finished {
          contents += try JournalLine.encodeFinished(id, succeeded: succeeded) + Data("\n".utf8)
        }
      }
      try contents.write(to: file, options: .atomic)
    }
  }

  // MARK: The file

  /// Appends one line with a single write, so a kill tears at most this line.
  /// Called with the lock held, so lines never interleave.
  private func append(_ line: Data) throws {
    let handle = try FileHandle(forWritingTo: file)
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: line + Data("\n".utf8))
  }

  private static func read(_ data: Data, readers: [String: JournalLine.Reader]) -> State {
    var state = State()
    for line in data.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
      switch JournalLine.decode(Data(line), readers: readers) {
      case .sent(let command):
        guard state.entries[command.id] == nil else { continue }
        state.order.append(command.id)
        state.entries[command.id] = Entry(command: command, finished: nil)
      case .finished(let id, let succeeded):
        if state.entries[id]?.finished == nil { state.entries[id]?.finished = succeeded }
      case nil:
        state.unreadableLines += 1
      }
    }
    return state
  }
}
