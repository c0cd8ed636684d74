import Foundation
import HeadlessKit
import Testing

@testable import SearchThenPosts

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
}
