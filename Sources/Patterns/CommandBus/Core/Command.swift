/// A request for work, made by the code that wants it and run by whichever
/// handler the bus finds for it.
///
/// A command is a value: its parameters (a username, a page number), set
/// from the UI by the screen that makes it, plus the set-up and parsing that
/// are specific to it (which request to build, how to read the answer; see
/// `NetworkCommand`). What it does *not* hold is how to reach a server or
/// which queue to run on: that general plumbing is the handler's.
///
/// Why `Codable`: a command that can be written down can be kept in a
/// journal and run again after a crash, replayed to rebuild state, undone
/// by replaying the log without it, or sent to another device. Why
/// `Sendable`: it is made on the main actor and run off it.
///
/// `Output` is the command's result *already parsed*, ready for a screen to
/// show: the screen that gets it has nothing left to decode.
public protocol Command: Codable, Sendable {
  associatedtype Output: Sendable

  /// Unique to this command, kept through retries and replays.
  var id: CommandID { get }

  /// The command's name in errors, traces and the journal. Defaults to the
  /// type's name; keep it stable once commands have been journaled under it.
  static var commandName: String { get }
}

extension Command {
  public static var commandName: String { String(describing: Self.self) }

  /// The instance's `commandName`, for code holding `any Command`.
  public var commandName: String { Self.commandName }
}
