import Foundation
import HeadlessKit
import Testing

@testable import SearchApp
@testable import SearchResources

@Suite("5. A 304 keeps the same object")
@MainActor
struct Step5 {
  let service = makeService()
  var transport: FakeTransport { service.transport }

  @Test("The next load sends the ETag back as If-None-Match")
  func sendsTheETag() throws {
    let resource = service.user(named: "ana")
    resource.load()
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana"), etag: "\"v1\""),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")

    resource.load()

    #expect(
      transport.requests(for: "/search/users/ana").last?.headers["If-None-Match"] == "\"v1\"",
      """
      The second load went out without the first answer's ETag as If-None-Match, so the \
      server cannot answer "nothing changed". Look at what the resource keeps of an \
      answer's ETag, and what load() sends.
      """)
  }

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

  @Test("After a 304 the data keeps its ETag, and the next load sends it again")
  func keepsTheETagAfterA304() throws {
    let resource = service.user(named: "ana")
    resource.load()
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana"), etag: "\"v1\""),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    resource.load()
    try #require(
      transport.requests(for: "/search/users/ana").last?.headers["If-None-Match"] == "\"v1\"",
      "The second load did not send the first answer's ETag: see the first test of this step.")
    try #require(
      transport.respondNotModified(to: "/search/users/ana"),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")

    resource.load()

    #expect(
      transport.requests(for: "/search/users/ana").last?.headers["If-None-Match"] == "\"v1\"",
      """
      After a 304 the next load did not send If-None-Match: "v1". A 304 confirms the \
      version the resource has and carries no ETag of its own, so the one it confirmed \
      was lost.
      """)
  }

  @Test("A 304 after a failed refresh clears the error")
  func notModifiedClearsTheError() throws {
    let resource = service.user(named: "ana")
    resource.load()
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana"), etag: "\"v1\""),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    resource.load()
    try #require(
      transport.fail("/search/users/ana"),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    resource.load()
    try #require(
      transport.respondNotModified(to: "/search/users/ana"),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")

    #expect(
      resource.latestError == nil,
      """
      The server confirmed the data with a 304, yet latestError still holds the earlier \
      failure: a screen would show a failure that is over.
      """)
  }

  @Test("A 304 after a failed refresh takes the error off the screen")
  func notModifiedClearsTheScreensError() throws {
    let screen = makeScreen(service: service)
    screen.search(for: "ana")
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana"), etag: "\"v1\""),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    try #require(
      transport.respond(to: "/users/7/posts", body: postsJSON("one"), etag: "\"p1\""),
      "No request for /users/7/posts was waiting to be answered: nothing had asked for it.")
    screen.refresh()
    _ = transport.respondNotModified(to: "/search/users/ana")
    _ = transport.fail("/users/7/posts", message: "offline")

    screen.refresh()
    _ = transport.respondNotModified(to: "/search/users/ana")
    try #require(
      transport.respondNotModified(to: "/users/7/posts"),
      "Pull to refresh did not load the posts again: see step 4.")

    #expect(
      !screen.statusLabel.text.contains("offline"),
      """
      The posts failed to refresh ("offline"), then the server confirmed them with a \
      304, and the status line still says "\(screen.statusLabel.text)". The posts \
      resource holds no error any more, yet the screen still shows the one it heard \
      of: a failure can end without new data. Look at where the status line's error \
      comes from.
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

  @Test("An answer with no ETag forgets the old one: the next load asks afresh")
  func answerWithNoETag() throws {
    let resource = service.user(named: "ana")
    resource.load()
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana"), etag: "\"v1\""),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")
    resource.load()
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana b.")),
      "No request for /search/users/ana was waiting to be answered: nothing had asked for it.")

    resource.load()

    let sent = transport.requests(for: "/search/users/ana").last?.headers["If-None-Match"]
    #expect(
      sent == nil,
      """
      The second answer brought new data and no ETag, and the next load still sent \
      If-None-Match \(sent ?? ""), the first answer's tag: the server may say "nothing \
      changed" about a version the resource no longer holds. The ETag belongs to the \
      data it came with. Look at what the resource keeps of an answer's ETag.
      """)
  }
}
