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
      "loadIfNeeded() on a resource with no data loaded nothing, or did not hand back its request.")
    #expect(
      first === second,
      """
      A second loadIfNeeded() while the first load was in flight handed back another \
      request than the one in flight, so two screens would not share it.
      """)
    let sent = service.transport.requests(for: "/search/users/ana").count
    #expect(
      sent == 1,
      sent == 0
        ? "loadIfNeeded(), asked twice of a resource with no data, sent no request at all."
        : """
        \(counted(sent, "request")) went out for one resource, asked twice while the \
        first load was in flight: the second ask should send nothing.
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
      screen called loadIfNeeded() and got \(needed == nil ? "nothing" : "another request") \
      back, not the load in flight. Look at what loadIfNeeded() counts as a load in \
      flight.
      """)
    #expect(
      service.transport.requests(for: "/search/users/ana").count == 1,
      """
      \(counted(service.transport.requests(for: "/search/users/ana").count, "request")) \
      went out, not one: loadIfNeeded() sent its own while load()'s was in flight.
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
      "No request for /search/users/ana was waiting after loadIfNeeded().")

    #expect(
      service.transport.requests(for: "/search/users/ana").count == 1,
      """
      Two observers asked with loadIfNeeded() while the first load was in flight, and \
      \(counted(service.transport.requests(for: "/search/users/ana").count, "request")) \
      went out: the second should share the first.
      """)
    #expect(
      screen.events.last == .newData && badge.events.last == .newData,
      """
      The shared request was answered, and the observers heard \(describe(screen.events)) \
      and \(describe(badge.events)): both should have heard .newData last.
      """)
  }

  @Test("While the data is fresh, loadIfNeeded sends nothing")
  func freshDataSendsNothing() throws {
    let resource = service.user(named: "ana")
    resource.load()
    try #require(
      service.transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    try #require(resource.latestData != nil, "The answer was not kept as data: see step 1.")
    service.clock.advance(by: 59)

    #expect(
      resource.loadIfNeeded() == nil,
      """
      The data is 59 s old and stays fresh for \(Int(resource.expirationTime)) s, and \
      loadIfNeeded() loaded anyway: fresh data should cost no request. Look at how \
      loadIfNeeded() decides the data is fresh.
      """)
    #expect(
      service.transport.requests(for: "/search/users/ana").count == 1,
      "loadIfNeeded() sent a request although the data was fresh.")
  }

  @Test("Once the data is older than expirationTime, loadIfNeeded loads")
  func staleDataLoads() throws {
    let resource = service.user(named: "ana")
    resource.load()
    try #require(
      service.transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    try #require(resource.latestData != nil, "The answer was not kept as data: see step 1.")
    service.clock.advance(by: 61)

    #expect(
      resource.loadIfNeeded() != nil,
      """
      The data is 61 s old and stays fresh for \(Int(resource.expirationTime)) s, and \
      loadIfNeeded() did not load: stale data is never refreshed.
      """)
    #expect(
      service.transport.requests(for: "/search/users/ana").count == 2,
      "loadIfNeeded() on stale data did not send exactly one new request.")
  }

  @Test("After a failed load, loadIfNeeded tries again")
  func errorLoadsAgain() throws {
    let resource = service.user(named: "ana")
    resource.load()
    try #require(
      service.transport.fail("/search/users/ana"),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")

    #expect(
      resource.loadIfNeeded() != nil,
      "The last load failed, there is no data, and loadIfNeeded() did not load.")
  }

  @Test("After a failed refresh, loadIfNeeded tries again even though the data is fresh")
  func errorWithFreshDataLoadsAgain() throws {
    let resource = service.user(named: "ana")
    resource.load()
    try #require(
      service.transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    resource.load()
    try #require(
      service.transport.fail("/search/users/ana"),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    try #require(
      resource.latestError != nil, "The failure was not kept in latestError: see step 1.")

    #expect(
      resource.loadIfNeeded() != nil,
      """
      The data is still fresh, but the last load failed, and loadIfNeeded() did not \
      try again: it trusts data the server just failed to confirm.
      """)
  }

  @Test("A newer load replaces an older one: a late answer to the older one is ignored")
  func lateAnswerToAReplacedLoad() throws {
    let resource = service.user(named: "ana")
    resource.load()
    resource.load()

    // The transport answers the oldest request first: the one replaced.
    try #require(
      service.transport.respond(to: "/search/users/ana", body: userJSON(1, "old")),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    #expect(
      resource.latestData == nil,
      """
      The answer to the first load arrived after a second load had replaced it, yet the \
      resource kept it: an answer counts only if it answers the load in flight. Look at \
      how the resource tells which request an answer belongs to.
      """)
    try #require(
      service.transport.respond(to: "/search/users/ana", body: userJSON(2, "new")),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    #expect(
      resource.typedContent(as: User.self)?.id == 2,
      "The answer to the newer load was not kept (the user with id 2).")
  }

  @Test("The newer load answered first: the older answer, arriving last, changes nothing")
  func newerAnswerFirst() throws {
    let resource = service.user(named: "ana")
    let log = EventLog()
    log.observe(resource)
    let older = resource.load()
    let newer = resource.load()

    // The server answers the newer request first, the replaced one last.
    try #require(
      service.transport.respond(to: newer, body: userJSON(2, "new")),
      "The second load() sent no request of its own.")
    let afterNewer = (resource.typedContent(as: User.self)?.id, resource.isLoading)
    try #require(
      service.transport.respond(to: older, body: userJSON(1, "old")),
      "The first load()'s request was not waiting any more.")

    try #require(
      afterNewer.0 != nil || resource.latestData != nil,
      "Neither answer was kept as the resource's data: see step 1.")
    #expect(
      afterNewer.0 == 2 && !afterNewer.1 && resource.typedContent(as: User.self)?.id == 2,
      """
      Two loads of ana were in flight and the server answered the newer first: the \
      resource then held \(afterNewer.0.map { "user \($0)" } ?? "no user") and said it \
      was \(afterNewer.1 ? "still loading" : "idle"); after the older answer it holds \
      \(resource.typedContent(as: User.self).map { "user \($0.id)" } ?? "no user"). It \
      should hold user 2, idle, from the newer answer on: an answer was matched by \
      counting loads or by when it came, instead of by the request it answers.
      """)
    #expect(
      log.events == [.observerAdded, .requested, .requested, .newData],
      """
      Observers heard \(describe(log.events)), not \
      [.observerAdded, .requested, .requested, .newData]: the replaced load's late \
      answer should tell them nothing.
      """)
  }
}
