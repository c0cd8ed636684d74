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

extension CommandBus {
  /// Marks `record` cancelled (so its work will not start, nobody will
  /// retry it, and whatever it produces is replaced by `.cancelled`),
  /// cancels its work if it is scheduled or running, and tells the sender
  /// on the main actor, once.
  func cancel(_ record: CommandRecord) {
    let (cancelled, cancelWork) = record.cancel()
    guard cancelled else { return }
    for observer in observers { observer.commandBus(self, didCancel: record) }
    cancelWork?()
    scheduler.deliver { [self] in complete(record, .failure(CommandError.cancelled)) }
  }
}
