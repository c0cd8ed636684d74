/// What `send` gives back: the command's identifier and a way to cancel it.
///
/// Cancelling tells the sender `CommandError.cancelled` (unless it already
/// heard the outcome) and cancels the work: a command still waiting never
/// runs; a running one has its task cancelled, so its handler stops at its
/// next suspension point; one held by a listener (waiting for a login)
/// is dropped from that listener's list when it would be retried.
public struct CommandTicket: Sendable {
  public var commandID: CommandID { record.id }

  let record: CommandRecord
  let bus: CommandBus

  public func cancel() {
    bus.cancel(record)
  }
}
