import Foundation
import HeadlessKit
import Testing

@testable import SearchApp
@testable import SearchResources

@Suite("2. loadIfNeeded shares a load in flight and skips fresh data")
@MainActor
struct Step2 {
  let service = makeService()

  @Test("While a load is in flight, loadIfNeeded returns it instead of sending another")
  func sharesTheLoadInFlight() {
    let resource = service.user(named: "ana")

    let first = resource.loadIfNeeded()
    let second = resource.loadIfNeeded()

    #expect(
      first != nil,
      "loadIfNeeded() on a resource with no data should load, and return the request.")
    #expect(
      first === second,
      """
      A second loadIfNeeded() while the first load is in flight should return that same \
      request, so two screens share it.
      """)
    #expect(
      service.transport.requests(for: "/search/users/ana").count == 1,
      """
      \(service.transport.requests(for: "/search/users/ana").count) requests went out for one \
      resource; loadIfNeeded() should send none while a load is in flight.
      """)
  }

  @Test("loadIfNeeded while a load() is in flight shares it, whoever started it")
  func sharesAnExplicitLoad() {
    let resource = service.user(named: "ana")

    let refresh = resource.load()
    let needed = resource.loadIfNeeded()

    #expect(
      needed === refresh,
      """
      Someone called load() (a pull to refresh, say), and while it was in flight another \
      screen called loadIfNeeded(): it should get that same request back. Share whatever \
      load is in flight, not only those loadIfNeeded() started.
      """)
    #expect(
      service.transport.requests(for: "/search/users/ana").count == 1,
      """
      \(service.transport.requests(for: "/search/users/ana").count) requests went out; \
      loadIfNeeded() should send none while load()'s request is in flight.
      """)
  }

  @Test("Two observers asking at once share one request, and both hear the answer")
  func twoObserversShare() throws {
    let resource = service.user(named: "ana")
    let screen = EventLog()
    let badge = EventLog()
    screen.observe(resource)
    resource.loadIfNeeded()
    badge.observe(resource)
    resource.loadIfNeeded()

    try #require(
      service.transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
      "No request for /search/users/ana was waiting: loadIfNeeded() should load.")

    #expect(
      service.transport.requests(for: "/search/users/ana").count == 1,
      """
      Two observers asked with loadIfNeeded() while the first load was in flight, and \
      \(service.transport.requests(for: "/search/users/ana").count) requests went out: \
      the second should share the first.
      """)
    #expect(
      screen.events.last == .newData && badge.events.last == .newData,
      "Both observers should hear .newData from the one shared request.")
  }

  @Test("While the data is fresh, loadIfNeeded sends nothing")
  func freshDataSendsNothing() throws {
    let resource = service.user(named: "ana")
    resource.load()
    try #require(service.transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")))
    try #require(resource.latestData != nil, "Finish step 1 first: the answer should be kept.")
    service.clock.advance(by: 59)

    #expect(
      resource.loadIfNeeded() == nil,
      """
      The data is 59 s old and stays fresh for \(Int(resource.expirationTime)) s, so \
      loadIfNeeded() should return nil and send nothing. Compare `clock.now` with \
      latestData's timestamp.
      """)
    #expect(
      service.transport.requests(for: "/search/users/ana").count == 1,
      "loadIfNeeded() sent a request although the data was fresh: it should send nothing.")
  }

  @Test("Once the data is older than expirationTime, loadIfNeeded loads")
  func staleDataLoads() throws {
    let resource = service.user(named: "ana")
    resource.load()
    try #require(service.transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")))
    service.clock.advance(by: 61)

    #expect(
      resource.loadIfNeeded() != nil,
      """
      The data is 61 s old and stays fresh for \(Int(resource.expirationTime)) s: \
      loadIfNeeded() should load again.
      """)
    #expect(
      service.transport.requests(for: "/search/users/ana").count == 2,
      "loadIfNeeded() on stale data should send exactly one new request.")
  }

  @Test("After a failed load, loadIfNeeded tries again")
  func errorLoadsAgain() throws {
    let resource = service.user(named: "ana")
    resource.load()
    try #require(service.transport.fail("/search/users/ana"))

    #expect(
      resource.loadIfNeeded() != nil,
      "The last load failed, so there is no fresh data: loadIfNeeded() should load.")
  }

  @Test("After a failed refresh, loadIfNeeded tries again even though the data is fresh")
  func errorWithFreshDataLoadsAgain() throws {
    let resource = service.user(named: "ana")
    resource.load()
    try #require(service.transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")))
    resource.load()
    try #require(service.transport.fail("/search/users/ana"))
    try #require(resource.latestError != nil, "Finish step 1 first: a failure is kept.")

    #expect(
      resource.loadIfNeeded() != nil,
      """
      The data is still fresh, but the last load failed: loadIfNeeded() should try again \
      rather than trust data the server just failed to confirm. Skip only when the data \
      is fresh and there is no error.
      """)
  }

  @Test("A newer load replaces an older one: a late answer to the older one is ignored")
  func lateAnswerToAReplacedLoad() throws {
    let resource = service.user(named: "ana")
    resource.load()
    resource.load()

    // The transport answers the oldest request first: the one replaced.
    try #require(service.transport.respond(to: "/search/users/ana", body: userJSON(1, "old")))
    #expect(
      resource.latestData == nil,
      """
      The answer to the first load arrived after a second load had replaced it, yet the \
      resource kept it. Remember the latest request in load(), and in its completion \
      ignore an answer to any other request.
      """)
    try #require(service.transport.respond(to: "/search/users/ana", body: userJSON(2, "new")))
    #expect(
      resource.typedContent(as: User.self)?.id == 2,
      "The answer to the newer load should be kept: the user with id 2.")
  }
}
