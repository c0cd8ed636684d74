/// One command on its way through the bus: from `send` until its sender has
/// been told the outcome, across every retry in between.
///
/// The record is where "exactly once" is enforced. Work may finish, the
/// sender may cancel, and a listener may retry, all on different threads
/// and in any order; whichever reaches `finish(_:)` first wins, and every
/// later attempt to deliver is dropped. So a sender hears about its command
/// once, whatever races happen.
final class CommandRecord: Sendable {
  typealias Outcome = Result<any Sendable, any Error>

  let command: any Command

  /// Hands the outcome to the sender: checks the output's type and calls
  /// the completion the sender gave `send`.
  let deliver: @MainActor @Sendable (Outcome) -> Void

  private struct State: Sendable {
    var attempt = 0
    var isCancelled = false
    var isFinished = false
    /// What cancels the scheduled work (see `CommandScheduler`).
    var cancelWork: (@Sendable () -> Void)?
  }

  private let state = CommandLock(State())

  init(command: any Command, deliver: @escaping @MainActor @Sendable (Outcome) -> Void) {
    self.command = command
    self.deliver = deliver
  }

  var id: CommandID { command.id }
  var name: String { command.commandName }

  /// How many times the command has been dispatched: 1, then 2 after a retry.
  var attempts: Int { state.withLock { $0.attempt } }

  var isCancelled: Bool { state.withLock { $0.isCancelled } }

  /// Starts a new attempt; nil if the command is already finished.
  func beginAttempt() -> Int? {
    state.withLock { state in
      guard !state.isFinished, !state.isCancelled else { return nil }
      state.attempt += 1
      state.cancelWork = nil
      return state.attempt
    }
  }

  /// Keeps what cancels the scheduled work. If the command was cancelled
  /// in the meantime, the work is cancelled at once.
  func attach(cancelWork: @escaping @Sendable () -> Void, to attempt: Int) {
    let cancelNow = state.withLock { state -> Bool in
      guard state.attempt == attempt else { return true }
      state.cancelWork = cancelWork
      return state.isCancelled
    }
    if cancelNow { cancelWork() }
  }

  /// Called by the work as it starts: false if it should not run after all
  /// (cancelled before it started, or superseded by a later attempt).
  func beginRunning(_ attempt: Int) -> Bool {
    state.withLock { state in
      state.attempt == attempt && !state.isCancelled && !state.isFinished
    }
  }

  /// Marks the command cancelled (see `CommandTicket`). `cancelled` is false
  /// if it was already finished or cancelled; `cancelWork` cancels the
  /// scheduled work, if any.
  func cancel() -> (cancelled: Bool, cancelWork: (@Sendable () -> Void)?) {
    state.withLock { state in
      guard !state.isFinished, !state.isCancelled else { return (false, nil) }
      state.isCancelled = true
      return (true, state.cancelWork)
    }
  }

  /// The one gate every delivery goes through: the outcome for the first
  /// caller, nil for every later one. After a cancel, the outcome is
  /// `.cancelled` whatever the work did.
  func finish(_ outcome: Outcome) -> Outcome? {
    state.withLock { state in
      guard !state.isFinished else { return nil }
      state.isFinished = true
      state.cancelWork = nil
      return state.isCancelled ? .failure(CommandError.cancelled) : outcome
    }
  }
}
