/// Handles failures so that screens do not have to: "command dispatch".
///
/// Every failed command is offered to the bus's listeners, on the main
/// actor, before its sender hears about it. A listener that recognises the
/// failure (a login is needed, the network is down) takes the command and
/// deals with it the same way for every screen: shows one login screen and
/// re-sends everything that was waiting, or offers to retry. The screen that
/// sent the command keeps only its happy path; it hears the outcome only
/// when there is nothing left to try.
@MainActor
public protocol CommandFailureListener: AnyObject {
  /// `failure` has just failed. Return true to take charge of it: its sender
  /// is not told, and you owe it a `retry()` or a `fail()`, later. Return
  /// false to pass, so the next listener (or else the sender) gets it.
  func commandBus(_ bus: CommandBus, didFail failure: FailedCommand) -> Bool
}

extension CommandBus {
  /// Adds `listener` after those already there. The bus keeps it until it
  /// is removed.
  @MainActor
  public func addFailureListener(_ listener: any CommandFailureListener) {
    failureListeners?.all.append(listener)
  }

  @MainActor
  public func removeFailureListener(_ listener: any CommandFailureListener) {
    failureListeners?.all.removeAll { $0 === listener }
  }

  /// The observer that holds the listeners: every bus has one.
  private var failureListeners: FailureListeners? {
    for case let listeners as FailureListeners in observers { return listeners }
    return nil
  }
}
