import BusSupport
import SessionKit
import Testing

@testable import ClipsBus
@testable import ClipsScreens
@testable import ClipsWork

/// Step 4's parts in flight together. What is in flight is read while the
/// parent's work runs one job at a time on the test's executor, and the
/// whole test runs inside `SerialExecution.run`, so a part started in a
/// task of its own, outside that work, waits in line instead of racing the
/// test: the verdict is the same on every run, and says which it was.
extension Step4 {
  @Test("The parts are in flight together, not one after the other")
  func partsRunTogether() async {
    await SerialExecution.run {
      let gate = GateHandler()
      let bus = bareBus(scheduler, gate, RefreshEverythingHandler())
      let executor = TestExecutor()
      scheduler.runWork(on: executor)
      let outcomes = Outcomes<Everything>()
      bus.send(RefreshEverythingCommand()) { outcomes.append($0) }
      guard let work = scheduler.startNext() else {
        Issue.record("Refresh everything was sent, and the scheduler had no work to run.")
        return
      }

      await executor.waitForJobs()
      let before = SerialExecution.escapes
      executor.runUntilIdle()
      let escaped = SerialExecution.escapes - before
      // Work that ends hands its task back to the global executor, which
      // counts as an escape too: a parent that answered here, with its
      // parts held at the gate, did not wait for them.
      let answeredAtOnce = scheduler.pendingDeliveryCount > 0
      let together = gate.waiting.sorted()
      gate.open()
      executor.letGo()
      await work.value
      await scheduler.runUntilIdle()

      #expect(
        !answeredAtOnce && escaped == 0 && together == ["FeedCommand", "InboxCommand"],
        Comment(
          rawValue: Self.inFlight(
            together, escaped: escaped, answeredAtOnce: answeredAtOnce, ran: gate.arrived)))
      #expect(
        outcomes.values.count == 1,
        "Once both parts had answered, the sender heard \(outcomes.heard) instead of both parts.")
    }
  }

  /// What was in flight while refresh everything ran, with nothing answered
  /// yet, when it was not the feed and the inbox together. `ran` is every
  /// part that reached its handler, then or later.
  static func inFlight(
    _ together: [String], escaped: Int, answeredAtOnce: Bool, ran: [String]
  ) -> String {
    if answeredAtOnce && together.isEmpty {
      let parts =
        ran.isEmpty
        ? "without running any part: no FeedCommand and no InboxCommand reached the bus"
        : "before its parts (\(ran.sorted().joined(separator: " and "))) had reached "
          + "their handlers, so it did not wait for them"
      return """
        Refresh everything answered at once, \(parts). It should run both parts through \
        the bus it is given, in flight together, and answer once both have. Look at \
        RefreshEverythingHandler.execute.
        """
    }
    let what: String
    if escaped > 0 {
      what = """
        the parts were started in tasks of their own, outside the work the bus \
        scheduled: the bus cannot see them in flight, cancel them or wait for them
        """
    } else if together.count == 1 {
      what = """
        only \(together[0]) was in flight: the other part waits for it, so the refresh \
        takes as long as both added up
        """
    } else if together.isEmpty {
      what = "no part was in flight at all"
    } else {
      what = "the parts in flight were \(together) instead of the feed and the inbox, once each"
    }
    return """
      While refresh everything ran, with nothing answered yet, \(what). Look at how \
      RefreshEverythingHandler starts its parts.
      """
  }
}
