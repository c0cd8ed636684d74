/// The bus's failure listeners, in the order they were added, and how they
/// join the bus: as the observer that is asked, on the main actor, whether
/// a failure should reach its sender. The first listener to take it holds
/// it; the sender waits until the listener retries or fails it.
@MainActor
final class FailureListeners: CommandBusObserver {
  var all: [any CommandFailureListener] = []

  nonisolated init() {}

  func commandBus(_ bus: CommandBus, shouldDeliver record: CommandRecord, failure error: any Error)
    -> Bool
  {
    let failure = FailedCommand(record: record, error: error, bus: bus)
    for listener in all where listener.commandBus(bus, didFail: failure) {
      bus.log(.parked(command: record.name, listener: String(describing: type(of: listener))))
      return false
    }
    return true
  }
}
