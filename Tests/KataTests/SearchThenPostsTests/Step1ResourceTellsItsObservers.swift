import Foundation
import HeadlessKit
import Testing

@testable import SearchApp
@testable import SearchResources

@Suite("1. A resource tells its observers about every change")
@MainActor
struct Step1 {
  let service = makeService()

  @Test("A new observer hears observerAdded at once")
  func observerAddedAtOnce() {
    let log = EventLog()
    log.observe(service.user(named: "ana"))

    #expect(
      log.events == [.observerAdded],
      """
      The observer heard \(describe(log.events)) when it was added. In Resource.addObserver, \
      keep the closure with its owner and call it at once with .observerAdded, so a screen \
      can draw the state as it is without waiting for a change.
      """)
  }

  @Test("load() sends a GET for the resource's path and the resource is loading")
  func loadSendsARequest() {
    let resource = service.user(named: "ana")
    let log = EventLog()
    log.observe(resource)

    resource.load()

    #expect(
      service.transport.requests(for: "/search/users/ana").count == 1,
      "load() should send one GET for the resource's path through `transport.get(path)`.")
    #expect(
      resource.isLoading,
      """
      After load() the resource should say isLoading until the answer comes. Keep the \
      request load() sent, and make isLoading true while there is one.
      """)
    #expect(
      log.events == [.observerAdded, .requested],
      """
      Observers heard \(describe(log.events)) after load(). Tell them .requested when a load \
      starts, so a screen can show a spinner.
      """)
  }

  @Test("A successful answer becomes latestData and observers hear newData")
  func answerBecomesData() throws {
    let resource = service.user(named: "ana")
    let log = EventLog()
    log.observe(resource)
    resource.load()
    service.clock.advance(by: 2)

    try #require(
      service.transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
      "No request for /search/users/ana was waiting: load() should send one.")

    let user = resource.typedContent(as: User.self)
    #expect(
      user?.name == "ana",
      """
      After the answer, latestData should hold the parsed User. In load()'s completion, \
      turn the response into content with `parse(response)` and keep it in an Entity.
      """)
    #expect(
      resource.latestData?.timestamp == service.clock.now,
      "Stamp the new data with the clock's time (`clock.now`) when the answer arrives.")
    #expect(!resource.isLoading, "Once the answer is in, the resource is no longer loading.")
    #expect(
      log.events == [.observerAdded, .requested, .newData],
      "Observers heard \(describe(log.events)); after the answer they should hear .newData.")
  }

  @Test("A failed load sets latestError and observers hear error")
  func failureBecomesError() throws {
    let resource = service.user(named: "ana")
    let log = EventLog()
    log.observe(resource)
    resource.load()

    try #require(
      service.transport.fail("/search/users/ana", message: "offline"),
      "No request for /search/users/ana was waiting: load() should send one.")

    #expect(
      resource.latestError?.message == "offline",
      """
      A failed load should leave its ResourceError in latestError (here with the message \
      "offline"). Errors from `parse(response)` count too.
      """)
    #expect(!resource.isLoading, "A failed load is over: the resource is no longer loading.")
    #expect(
      log.events.last == .error,
      "Observers heard \(describe(log.events)); after a failure they should hear .error.")
  }

  @Test("removeObservers(ownedBy:) stops the calls, and a gone owner is never called")
  func removingObservers() {
    let resource = service.user(named: "ana")
    let removed = EventLog()
    removed.observe(resource)
    var released: EventLog? = EventLog()
    released?.observe(resource)
    released = nil

    resource.removeObservers(ownedBy: removed)
    resource.load()

    #expect(
      removed.events == [.observerAdded],
      """
      An observer removed with removeObservers(ownedBy:) still heard \(describe(removed.events)). \
      Forget the closures that owner added.
      """)
    #expect(
      !resource.isObserved,
      """
      Nobody observes the resource any more (one owner removed its observers, the other was \
      released), yet isObserved is true. Hold owners weakly and count only those alive.
      """)
  }

  @Test("Observers hear each event with the resource already in the state it describes")
  func stateMatchesTheEvent() throws {
    let resource = service.user(named: "ana")
    let log = EventLog()
    log.observe(resource)

    resource.load()
    try #require(
      service.transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
      "No request for /search/users/ana was waiting: load() should send one.")
    resource.load()
    try #require(
      service.transport.fail("/search/users/ana", message: "offline"),
      "No second request for /search/users/ana was waiting: load() should always send one.")

    let expected = [
      ".observerAdded (no data, no error, idle)",
      ".requested (no data, no error, loading)",
      ".newData (data, no error, idle)",
      ".requested (data, no error, loading)",
      ".error (data, error, idle)",
    ]
    #expect(
      log.moments == expected,
      """
      At each event the observer found the resource in this state: \(log.moments); it \
      should have been \(expected). A screen draws whatever state it finds when it is told, \
      so finish the change first (data, error, the request in flight), then notify. Told \
      while still "loading", a screen keeps its spinner after the answer.
      """)
  }

  @Test("An error status and an unreadable body arrive as latestError, like a dead network")
  func everyFailureIsAnError() throws {
    let resource = service.user(named: "ana")
    let log = EventLog()
    log.observe(resource)

    resource.load()
    try #require(
      service.transport.respond(to: "/search/users/ana", status: 500, body: ""),
      "No request for /search/users/ana was waiting: load() should send one.")
    #expect(
      resource.latestError?.message == "The server answered 500.",
      """
      The server answered 500, and latestError is \(String(describing: resource.latestError)). \
      `parse(response)` throws a ResourceError for an error status: catch it in the same \
      place as a network failure and keep it in latestError, details and all.
      """)
    #expect(
      log.events.last == .error && !resource.isLoading,
      """
      After an error status, observers heard \(describe(log.events)) and isLoading is \
      \(resource.isLoading): they should hear .error, with the load over.
      """)

    resource.load()
    try #require(
      service.transport.respond(to: "/search/users/ana", body: "not a user"),
      "No second request for /search/users/ana was waiting: load() should always send one.")
    #expect(
      resource.latestError?.message == "The user could not be read.",
      """
      A body that cannot be read left latestError as \
      \(String(describing: resource.latestError)). All failures should arrive in one place \
      and one shape: keep the error `parse(response)` threw.
      """)
  }

  @Test("Observing never keeps the owner alive")
  func ownerIsFreed() {
    let resource = service.user(named: "ana")
    weak var weakLog: EventLog?
    do {
      let log = EventLog()
      weakLog = log
      log.observe(resource)
    }

    #expect(
      weakLog == nil,
      """
      An owner that observed a resource was let go, yet it is still alive: the resource \
      holds it. Keep the owner in a `weak var`, so a closed screen is freed.
      """)
    #expect(
      !resource.isObserved,
      """
      The only owner is gone, so isObserved should be false at once (not only after the \
      next change): count only owners still alive.
      """)
  }

  @Test("Removing one owner's observers keeps everyone else's, and twice is harmless")
  func removingKeepsOthers() {
    let resource = service.user(named: "ana")
    let leaving = EventLog()
    let staying = EventLog()
    leaving.observe(resource)
    staying.observe(resource)

    resource.removeObservers(ownedBy: leaving)
    resource.removeObservers(ownedBy: leaving)
    resource.load()

    #expect(
      staying.events == [.observerAdded, .requested],
      """
      Another owner removed its observers, and this one, still observing, heard only \
      \(describe(staying.events)) after load(). removeObservers(ownedBy:) should remove \
      the closures of that very owner (compare with ===) and leave everyone else's.
      """)
    #expect(
      leaving.events == [.observerAdded],
      "The owner that left still heard \(describe(leaving.events)) after load().")
    #expect(resource.isObserved, "One owner still observes, so isObserved should be true.")
  }

  @Test("removeObservers(ownedBy:) forgets every closure that owner added")
  func removingForgetsEveryClosure() {
    let resource = service.user(named: "ana")
    let log = EventLog()
    log.observe(resource)
    log.observe(resource)

    resource.removeObservers(ownedBy: log)
    resource.load()

    #expect(
      log.events == [.observerAdded, .observerAdded],
      """
      One owner added two closures and removed its observers, yet heard \
      \(describe(log.events)) after load(). Remove all of that owner's closures, not just \
      the first.
      """)
    #expect(!resource.isObserved, "The only owner removed its observers: isObserved is false.")
  }
}
