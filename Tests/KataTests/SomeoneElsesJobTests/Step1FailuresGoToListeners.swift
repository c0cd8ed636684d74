import BusSupport
import Testing

@testable import RecoveryBus
@testable import RecoveryScreens
@testable import RecoveryWork

@Suite("1. A failed command goes to the failure listeners before its sender")
@MainActor
struct Step1 {
  let scheduler = ManualScheduler()
  let bus: CommandBus

  init() {
    bus = CommandBus(scheduler: scheduler)
  }

  @Test("A listener that takes a failure keeps it from the sender")
  func listenerTakesIt() async {
    bus.register(FlakyHandler(failing: [.offline]))
    let listener = SpyListener { _ in true }
    bus.addFailureListener(listener)
    let outcomes = Outcomes<String>()
    let command = FlakyCommand()

    bus.send(command) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(
      listener.offered.count == 1,
      """
      A command failed (offline), and the one listener on the bus was offered \
      \(counted(listener.offered.count, "failure")) instead of that one, before its sender heard \
      anything. Look at what send does with a failed result.
      """)
    #expect(
      listener.offered.first?.command.id == command.id
        && listener.offered.first?.error as? NetworkError == .offline,
      """
      The listener was offered a failure that does not say which command failed, or \
      why: it carries \(listener.offered.first.map { "\($0.error)" } ?? "nothing"). Look \
      at what send hands the listeners.
      """)
    #expect(
      outcomes.all.isEmpty,
      """
      The listener took the failure, and its sender still heard \(outcomes.heard): a \
      failure a listener is in charge of is not the sender's to see, yet. Look at what \
      send does once a listener has taken the failure.
      """)
  }

  @Test("Listeners are asked in the order they were added, until one takes the failure")
  func firstTakerHasIt() async {
    bus.register(FlakyHandler(failing: [.offline]))
    let passes = SpyListener { _ in false }
    let takes = SpyListener { _ in true }
    let later = SpyListener { _ in true }
    bus.addFailureListener(passes)
    bus.addFailureListener(takes)
    bus.addFailureListener(later)
    let outcomes = Outcomes<String>()

    bus.send(FlakyCommand()) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(
      passes.offered.count == 1 && takes.offered.count == 1,
      """
      Three listeners were added: one that passes, one that takes, and a third. The \
      first two were offered \(passes.offered.count) and \
      \(counted(takes.offered.count, "failure")) \
      instead of one each. Look at the order in which the bus asks its listeners.
      """)
    #expect(
      later.offered.isEmpty,
      """
      The third listener was offered the failure after the second had taken it: two \
      listeners would be in charge of one command. Look at when the bus stops asking.
      """)
    #expect(
      outcomes.all.isEmpty,
      "A listener took the failure, and its sender still heard \(outcomes.heard). Look at send.")
  }

  @Test("A listener that passes lets the sender hear the error")
  func listenerPasses() async {
    bus.register(FlakyHandler(failing: [.unreadable]))
    let listener = SpyListener { _ in false }
    bus.addFailureListener(listener)
    let outcomes = Outcomes<String>()

    bus.send(FlakyCommand()) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(
      outcomes.errors == [.unreadable],
      """
      The only listener passed on a failure (unreadable), and its sender heard \
      \(outcomes.heard) instead of that error, once. Look at what send does when no \
      listener takes a failure.
      """)
  }

  @Test("Each outcome goes to the sender of its own command, and to no one else")
  func ownSenderOnly() async throws {
    bus.register(FlakyHandler(failing: [.offline]))
    let listener = SpyListener { _ in true }
    bus.addFailureListener(listener)
    let first = Outcomes<String>()
    let second = Outcomes<String>()

    bus.send(FlakyCommand(answer: "first")) { first.append($0) }
    bus.send(FlakyCommand(answer: "second")) { second.append($0) }
    await scheduler.runUntilIdle()
    let failure = try #require(
      listener.offered.first,
      "The first command failed, and the listener was never offered it. (See the first test.)")
    failure.retry()
    await scheduler.runUntilIdle()

    #expect(
      first.values == ["first"] && second.values == ["second"],
      """
      Two commands of the same kind were sent; the first failed, was retried and \
      worked. The first sender heard \(first.values) and the second \(second.values), \
      instead of each its own answer, once. Look at how a result, first try or retry, \
      finds its sender.
      """)
  }

  @Test("Two commands at once, the newer answered first: each sender hears its own")
  func answersOutOfOrder() async {
    let scene = ListenerScene()
    scene.transport.script("/feed", .hold)
    scene.transport.script("/feed?page=2", .hold)
    let one = Outcomes<[Video]>()
    let two = Outcomes<[Video]>()
    scene.bus.send(FeedCommand(page: 1)) { one.append($0) }
    scene.bus.send(FeedCommand(page: 2)) { two.append($0) }
    let first = scene.scheduler.startNext()
    let second = scene.scheduler.startNext()
    await scene.transport.waitForRequests(2)

    scene.transport.release("/feed?page=2", with: .respond(200, feedJSON("page 2")))
    await second?.value
    scene.scheduler.deliverAll()
    let early = (one: one.all.count, two: two.values.map { $0.map(\.title) })
    scene.transport.release("/feed", with: .respond(200, feedJSON("page 1")))
    await first?.value
    scene.scheduler.deliverAll()

    #expect(
      early.one == 0 && early.two == [["page 2"]]
        && one.values.map { $0.map(\.title) } == [["page 1"]] && one.all.count == 1
        && two.all.count == 1,
      """
      Pages 1 and 2 of the feed were asked for at once, and the server answered page 2 \
      first. Page 1's sender heard \(one.values.map { $0.map(\.title) }) and page 2's \
      \(two.values.map { $0.map(\.title) }) (page 1's had heard \(counted(early.one, "result")) \
      when \
      page 2 came back): each should hear its own page, once. Look at how a result \
      finds its sender.
      """)
  }

  @Test("Work the scheduler cancels still answers: listeners first, then its sender")
  func cancelledWorkStillAnswers() async {
    let holder = HoldingHandler()
    bus.register(holder)
    let listener = SpyListener { _ in false }
    bus.addFailureListener(listener)
    let outcomes = Outcomes<String>()
    bus.send(FlakyCommand()) { outcomes.append($0) }
    guard let work = scheduler.startNext() else {
      Issue.record("A command was sent, and the scheduler had no work to run.")
      return
    }
    let events = holder.events
    let watcher = Task {
      await work.value
      events.fire("work ended")
    }
    await events.waitForAny(of: ["entered", "work ended"])
    work.cancel()
    holder.release()
    await watcher.value
    scheduler.deliverAll()

    #expect(
      listener.offered.count == 1 && outcomes.all.count == 1 && outcomes.values.isEmpty,
      """
      The scheduler cancelled a command's work. The listener was offered \
      \(counted(listener.offered.count, "failure")) and the sender heard \(outcomes.heard), instead \
      of one failure each, in that order: a sender that hears nothing waits for ever. \
      Look at what send does when its work ends early.
      """)
  }

  @Test("Successes go straight to the sender")
  func successesSkipListeners() async {
    bus.register(FlakyHandler(failing: []))
    let listener = SpyListener { _ in true }
    bus.addFailureListener(listener)
    let outcomes = Outcomes<String>()

    bus.send(FlakyCommand()) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(
      listener.offered.isEmpty,
      """
      A command worked, and the listener was offered \
      \(counted(listener.offered.count, "failure")): \
      only failures are the listeners' business. Look at what send offers them.
      """)
    #expect(
      outcomes.values == ["done"],
      """
      A command worked, and its sender heard \(outcomes.heard) instead of "done", once. \
      Look at what send does with a success.
      """)
  }
}
