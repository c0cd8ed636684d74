import BusSupport

/// Sending from async code: `try await bus.execute(command)`.
extension CommandBus {
  /// Sends `command` and returns its output, or throws its error. The
  /// outcome comes through the main actor, as for every sender, so failure
  /// listeners see it first: a command that needed a login simply takes
  /// longer to return. Cancelling the awaiting task cancels the command.
  public func execute<C: Command>(_ command: C) async throws -> C.Output {
    let ticket = Locked<CommandTicket?>(nil)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let sent = send(command) { continuation.resume(with: $0) }
        ticket.withLock { $0 = sent }
        // Cancelled before the ticket existed: the handler below saw nil.
        if Task.isCancelled { sent.cancel() }
      }
    } onCancel: {
      ticket.withLock { $0 }?.cancel()
    }
  }
}
