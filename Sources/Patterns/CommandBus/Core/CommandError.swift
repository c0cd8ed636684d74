/// What went wrong on the bus itself, as opposed to in a command's work.
///
/// Each case reaches the sender through its completion like any other
/// failure: a command that cannot run is reported, never a crash. `noBus`
/// and `journalUnavailable` come from `App/` and `Journal/`; the core
/// raises the others.
public enum CommandError: Error, Equatable, CustomStringConvertible {
  /// No registered handler takes this command. The original pattern treats
  /// it as a programming error and asserts; a screen should rather hear it
  /// and say so (a plug-in that has not loaded yet, a handler not registered
  /// at launch).
  case noHandler(command: String)

  /// The sender is in no window, or its application has no command bus, so
  /// there was no bus to send the command through (see `App/`).
  case noBus

  /// The sender cancelled it, with its ticket or by cancelling the task
  /// awaiting it.
  case cancelled

  /// A command with this identifier is already on the bus or, per the
  /// journal, has already completed. Running it again could do its work
  /// twice (two payments for one tap), so the bus refuses.
  case duplicate(CommandID)

  /// The handler returned something other than the command's `Output`: a
  /// bug in the handler.
  case unexpectedOutput(command: String, got: String)

  /// The journal could not write the command down, so the bus could not
  /// promise to run it again after a crash, and did not run it at all (see
  /// `Journal/`).
  case journalUnavailable(String)

  public var description: String {
    switch self {
    case .noHandler(let command): "no handler takes \(command)"
    case .noBus: "no command bus: the sender is in no window, or its app has no bus"
    case .cancelled: "cancelled"
    case .duplicate(let id): "command \(id) is already running or done"
    case .unexpectedOutput(let command, let got): "\(command)'s handler returned a \(got)"
    case .journalUnavailable(let reason): "the journal could not record the command: \(reason)"
    }
  }
}
