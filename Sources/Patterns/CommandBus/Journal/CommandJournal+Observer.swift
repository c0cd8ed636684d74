/// How the journal joins the bus: as an observer, at the three steps where
/// a command's fate must be on disk.
///
/// - Accepting: a command the journal has seen finish is refused (running
///   it again could pay twice); a journaled one is written down before it
///   is routed, or refused if it cannot be, so a crash cannot lose it.
/// - After a successful run, off the main actor and before the sender
///   hears: marked done, so a crash in between does not run it again.
/// - As a failure is delivered: marked done too. A failure a listener
///   holds is not final yet, so it is not marked until it is.
///
/// The journal marks only the commands it holds: those it wrote down, and
/// those it read back at launch and the bus is replaying.
extension CommandJournal: CommandBusObserver {
  func commandBus(_: CommandBus, shouldAccept record: CommandRecord) -> CommandError? {
    if hasFinished(record.id) { return .duplicate(record.id) }
    if record.command is any UnjournaledCommand { return nil }
    do {
      try recordSent(record.command)
      return nil
    } catch {
      return .journalUnavailable(String(describing: error))
    }
  }

  func commandBus(_: CommandBus, didRun record: CommandRecord, outcome: Outcome) {
    if case .success = outcome { recordFinished(record.id, succeeded: true) }
  }

  func commandBus(_: CommandBus, willDeliver outcome: Outcome, of record: CommandRecord) {
    if case .failure = outcome { recordFinished(record.id, succeeded: false) }
  }
}
