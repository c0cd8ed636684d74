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
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana"), etag: "\"v1\""))

    resource.load()

    #expect(
      transport.requests(for: "/search/users/ana").last?.headers["If-None-Match"] == "\"v1\"",
      """
      The second load should carry the first answer's ETag as an If-None-Match header. Keep \
      the response's "ETag" header in the Entity, and send it back from load().
      """)
  }

  @Test("A 304 keeps the very same User object and refreshes the timestamp")
  func keepsTheSameObject() throws {
    let resource = service.user(named: "ana")
    let log = EventLog()
    log.observe(resource)
    resource.load()
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana"), etag: "\"v1\""))
    let before = try #require(resource.typedContent(as: User.self), "Finish step 1 first.")
    service.clock.advance(by: 90)

    resource.load()
    try #require(transport.respondNotModified(to: "/search/users/ana"))

    #expect(
      resource.typedContent(as: User.self) === before,
      """
      After a 304 the resource should hold the very same User object: a 304 has no body to \
      parse, so keep latestData's content as it is.
      """)
    #expect(
      resource.latestData?.timestamp == service.clock.now,
      "A 304 says the data is current: set latestData's timestamp to `clock.now`.")
    #expect(
      log.events.last == .notModified,
      "Observers heard \(describe(log.events)); after a 304 they should hear .notModified.")
    #expect(!resource.isLoading, "After the 304 the load is over.")
  }

  @Test("A 304 with no data to keep is an error")
  func notModifiedWithoutData() throws {
    let resource = service.user(named: "ana")
    resource.load()
    try #require(transport.respondNotModified(to: "/search/users/ana"))

    #expect(
      resource.latestError != nil,
      """
      The server said 304 but the resource has no data to keep: that should be an error \
      (latestError set), not silence.
      """)
  }

  @Test("After a 304 the data keeps its ETag, and the next load sends it again")
  func keepsTheETagAfterA304() throws {
    let resource = service.user(named: "ana")
    resource.load()
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana"), etag: "\"v1\""))
    resource.load()
    try #require(transport.respondNotModified(to: "/search/users/ana"))

    resource.load()

    #expect(
      transport.requests(for: "/search/users/ana").last?.headers["If-None-Match"] == "\"v1\"",
      """
      After a 304 the next load should still send If-None-Match: "v1". A 304 confirms the \
      version you have and carries no ETag of its own: keep latestData as it was (content \
      and ETag) and change only its timestamp.
      """)
  }

  @Test("A 304 after a failed refresh clears the error")
  func notModifiedClearsTheError() throws {
    let resource = service.user(named: "ana")
    resource.load()
    try #require(
      transport.respond(to: "/search/users/ana", body: userJSON(7, "ana"), etag: "\"v1\""))
    resource.load()
    try #require(transport.fail("/search/users/ana"))
    resource.load()
    try #require(transport.respondNotModified(to: "/search/users/ana"))

    #expect(
      resource.latestError == nil,
      """
      The server confirmed the data with a 304, yet latestError still holds the earlier \
      failure. A 304 is good news, like new data: clear the error.
      """)
  }
}
