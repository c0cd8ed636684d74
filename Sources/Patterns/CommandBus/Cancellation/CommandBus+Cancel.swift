extension CommandBus {
  /// Cancels `record` for its ticket: marks it (so its work will not start,
  /// a listener will not retry it, and whatever it produces is replaced by
  /// `.cancelled`), cancels its work if it is scheduled or running, and
  /// tells the sender on the main actor, once.
  func cancel(_ record: CommandRecord) {
    let (cancelled, work) = record.cancel()
    guard cancelled else { return }
    log(.cancelled(command: record.name))
    work?.cancel()
    scheduler.deliver { [self] in complete(record, .failure(CommandError.cancelled)) }
  }
}
