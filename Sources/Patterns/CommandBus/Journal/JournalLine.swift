import Foundation

/// The journal's file format: JSON Lines, one event a line, only ever
/// appended to.
///
///     {"sent":"AddNoteCommand","id":"n1","command":{"id":"n1","text":"milk"}}
///     {"finished":"n1","succeeded":true}
///
/// Why lines, appended: each event is one `write`, so a process killed at
/// any moment leaves at worst a torn last line, which reading skips; every
/// line before it is whole. Nothing is ever rewritten in place (except by
/// an explicit `remove(_:)`, which writes a new file and swaps it in).
enum JournalLine {
  struct Sent<C: Command>: Codable {
    let sent: String
    let id: CommandID
    let command: C
  }

  struct Finished: Codable {
    let finished: CommandID
    let succeeded: Bool
  }

  /// Just enough of a line to tell which kind it is.
  private struct Header: Decodable {
    let sent: String?
    let finished: CommandID?
  }

  enum Event {
    case sent(any Command)
    case finished(CommandID, succeeded: Bool)
  }

  /// Reads a command back, once its type's name is known.
  typealias Reader = @Sendable (Data) throws -> any Command

  static func reader<C: Command>(for type: C.Type) -> Reader {
    { data in try JSONDecoder().decode(Sent<C>.self, from: data).command }
  }

  static func encodeSent<C: Command>(_ command: C) throws -> Data {
    try JSONEncoder().encode(Sent(sent: C.commandName, id: command.id, command: command))
  }

  static func encodeFinished(_ id: CommandID, succeeded: Bool) throws -> Data {
    try JSONEncoder().encode(Finished(finished: id, succeeded: succeeded))
  }

  /// The event on `line`, or nil for a line that is torn, unknown, or names
  /// a command type the journal was not told about.
  static func decode(_ line: Data, readers: [String: Reader]) -> Event? {
    guard let header = try? JSONDecoder().decode(Header.self, from: line) else { return nil }
    if let name = header.sent {
      guard let read = readers[name], let command = try? read(line) else { return nil }
      return .sent(command)
    }
    if header.finished != nil,
      let finished = try? JSONDecoder().decode(Finished.self, from: line)
    {
      return .finished(finished.finished, succeeded: finished.succeeded)
    }
    return nil
  }
}
