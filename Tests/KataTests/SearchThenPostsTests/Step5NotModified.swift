import Foundation
import HeadlessKit
import Testing

@testable import SearchApp
@testable import SearchResources

/// What a 304 does that a user could see (the ETag sent back, the error
/// it clears) is what the step's sessions play. These check what they
/// cannot: the very object kept, a 304 with nothing to keep, and the load
/// over by the time observers hear of it.
@Suite("5. A 304 keeps the same object")
@MainActor
struct Step5 {
  let service = makeService()
  var transport: FakeTransport { service.transport }

  @Test("A 304 keeps the very same User object and refreshes the timestamp")
  func keepsTheSameObject() throws {
    let resource = service.user(named: "ana")
    let log = EventLog()
    log.observe(resource)
    resource.load()
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana"), etag: "\"v1\""),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    let before = try #require(
      resource.typedContent(as: User.self), "The answer was not kept as data: see step 1.")
    service.clock.advance(by: 90)

    resource.load()
    try #require(
      transport.respondNotModified(to: "/search/users/ana"),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")

    #expect(
      resource.typedContent(as: User.self) === before,
      """
      After a 304 the resource holds another User object than before, so every screen \
      redraws a user that did not change. A 304 has no body: look at what the resource \
      does with its data on a 304.
      """)
    #expect(
      resource.latestData?.timestamp == service.clock.now,
      "A 304 said the data is current, and its timestamp was not brought up to now.")
    #expect(
      log.events.last == .notModified,
      "Observers heard \(describe(log.events)); the 304 never reached them as .notModified.")
    #expect(!resource.isLoading, "The 304 came, and the resource still says it is loading.")
  }

  @Test("A 304 with no data to keep is an error")
  func notModifiedWithoutData() throws {
    let resource = service.user(named: "ana")
    resource.load()
    try #require(
      transport.respondNotModified(to: "/search/users/ana"),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")

    #expect(
      resource.latestError != nil,
      """
      The server said 304 but the resource has no data to keep, and latestError is \
      empty: a load that came to nothing passed in silence.
      """)
  }

  @Test("At .notModified the load is over: observers find the resource idle")
  func notModifiedFindsItIdle() throws {
    let resource = service.user(named: "ana")
    resource.load()
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana"), etag: "\"v1\""),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    let log = EventLog()
    log.observe(resource)

    resource.load()
    try #require(
      transport.respondNotModified(to: "/search/users/ana"),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")

    let expected = ".notModified (data, no error, idle)"
    #expect(
      log.moments.last == expected,
      log.events.isEmpty
        ? "An observer \(toldNothing)"
        : """
        At the 304 the observer found the resource as \(log.moments.last ?? "nothing"), \
        not \(expected): told while the resource still says "loading", a screen keeps \
        its spinner, and nothing comes after to stop it. Look at the order in which the \
        resource finishes a 304 and tells.
        """)
  }
}
