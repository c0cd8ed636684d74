/// Everything the bus does to a command, one event at a time: for traces,
/// logs and debugging ("which handler took it? on which thread did it
/// run?"), as the application's `actionRouteLog` is for actions.
///
/// Events come from whichever thread did the work, so a log must be safe to
/// call from any thread.
public enum CommandBusEvent: Sendable, Equatable, CustomStringConvertible {
  /// Found a handler: through the type index, or by asking the fallbacks.
  case routed(command: String, handler: String, byIndex: Bool)
  /// Nobody takes the command; its sender will hear `noHandler`.
  case unhandled(command: String)
  /// The handler started executing the command, on the main thread or not
  /// (it never should be: the work is the scheduler's, off the main actor).
  case started(command: String, handler: String, onMainThread: Bool)
  /// A sub-command ran inside its parent's work.
  case child(command: String, parent: CommandID, handler: String)
  /// The outcome was handed to the sender (or, for a replayed command, to
  /// whoever asked for the replay). Always on the main actor: the bus
  /// delivers from main-actor code only, and the compiler checks it.
  case delivered(command: String, succeeded: Bool)
  /// A failure listener took the failed command; the sender waits.
  case parked(command: String, listener: String)
  /// A parked command was sent again.
  case redispatched(command: String, attempt: Int)
  /// Refused: already running, or already done per the journal.
  case duplicate(command: String, id: CommandID)
  /// The sender cancelled.
  case cancelled(command: String)

  public var description: String {
    switch self {
    case .routed(let command, let handler, let byIndex):
      "\(command) -> \(handler) (\(byIndex ? "type index" : "fallback"))"
    case .unhandled(let command): "\(command): no handler"
    case .started(let command, let handler, let onMainThread):
      "\(handler) runs \(command) \(onMainThread ? "on the main thread" : "off the main thread")"
    case .child(let command, _, let handler): "sub-command \(command) -> \(handler)"
    case .delivered(let command, let succeeded):
      "\(command) \(succeeded ? "succeeded" : "failed"), delivered on the main actor"
    case .parked(let command, let listener): "\(command) parked by \(listener)"
    case .redispatched(let command, let attempt): "\(command) sent again (attempt \(attempt))"
    case .duplicate(let command, let id): "\(command) \(id) refused: already running or done"
    case .cancelled(let command): "\(command) cancelled"
    }
  }
}
