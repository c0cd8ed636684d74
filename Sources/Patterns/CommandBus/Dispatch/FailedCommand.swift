/// A command that failed and was offered to the failure listeners: what a
/// listener holds on to while it decides, and the two ways to let it go.
///
/// The sender's completion stays with the command, so whatever the listener
/// decides, the outcome reaches the one who sent it, and only them: two
/// screens' commands parked behind one login each get their own result.
@MainActor
public final class FailedCommand {
  /// The command, with its parameters and identifier unchanged.
  public var command: any Command { record.command }

  /// Why it failed this time.
  public let error: any Error

  /// How many times the command has run so far (1 on its first failure).
  public var attempts: Int { record.attempts }

  /// Whether the sender cancelled it while it was parked. Retrying or
  /// failing it then does nothing (the sender has heard `.cancelled`).
  public var isCancelled: Bool { record.isCancelled }

  /// Whether `retry()` or `fail()` was called already.
  public private(set) var isResolved = false

  let record: CommandRecord
  private let bus: CommandBus

  init(record: CommandRecord, error: any Error, bus: CommandBus) {
    self.record = record
    self.error = error
    self.bus = bus
  }

  /// Sends the command again (routed afresh, with the same identifier,
  /// sender and completion). If it fails again, the listeners are asked
  /// again.
  public func retry() {
    guard !isResolved else { return }
    isResolved = true
    bus.redispatch(record)
  }

  /// Gives up: the sender hears `error` (the original one by default).
  public func fail(with error: (any Error)? = nil) {
    guard !isResolved else { return }
    isResolved = true
    bus.complete(record, .failure(error ?? self.error))
  }
}

extension CommandBus {
  /// Sends a held command again, with its original sender and completion:
  /// routed afresh, as a new attempt.
  @MainActor
  func redispatch(_ record: CommandRecord) {
    guard !record.isCancelled else { return }
    log(.redispatched(command: record.name, attempt: record.attempts + 1))
    dispatch(record)
  }
}
