import Foundation

/// The bus's event log, as an observer: turns each step of a command's trip
/// into a `CommandBusEvent` and reports it to the closure given to the
/// standard bus's initializer, from whichever thread took the step.
///
/// With no event log, the bus has no such observer, and no event is ever
/// made: tracing costs nothing when nobody reads it.
struct EventLog: CommandBusObserver {
  let report: @Sendable (CommandBusEvent) -> Void

  func commandBus(_: CommandBus, didRefuse record: CommandRecord, because error: CommandError) {
    if case .duplicate(let id) = error { report(.duplicate(command: record.name, id: id)) }
  }

  func commandBus(_: CommandBus, didRoute record: CommandRecord, to route: CommandBus.Route?) {
    guard let route else { return report(.unhandled(command: record.name)) }
    report(
      .routed(command: record.name, handler: route.handler.handlerName, byIndex: route.byType))
  }

  /// Reports the thread the work runs on: "which queue ran it". The main
  /// *actor* is not always the main thread (a test runner may run it
  /// elsewhere), so only the work's thread is reported, which must never be
  /// the main one, whoever runs the main actor.
  func commandBus(_: CommandBus, willRun record: CommandRecord, on handler: any CommandHandler) {
    report(
      .started(
        command: record.name, handler: handler.handlerName, onMainThread: Thread.isMainThread))
  }

  func commandBus(_: CommandBus, didCancel record: CommandRecord) {
    report(.cancelled(command: record.name))
  }

  @MainActor
  func commandBus(_: CommandBus, willDeliver outcome: Outcome, of record: CommandRecord) {
    report(.delivered(command: record.name, succeeded: outcome.isSuccess))
  }
}

extension CommandBus {
  /// Reports `event` to the event log, if the bus has one: for the steps
  /// taken outside the core (a retry, a sub-command, a replay), which the
  /// observer methods do not cover.
  func log(_ event: @autoclosure () -> CommandBusEvent) {
    for case let eventLog as EventLog in observers {
      eventLog.report(event())
    }
  }
}

extension Result {
  var isSuccess: Bool {
    if case .success = self { return true }
    return false
  }
}
