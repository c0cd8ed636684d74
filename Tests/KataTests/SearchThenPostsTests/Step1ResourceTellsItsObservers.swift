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
      A new observer heard \(describe(log.events)) when it was added, not \
      [.observerAdded] at once: a screen would draw nothing until the next change. Look \
      at Resource.addObserver.
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
      """
      load() sent \(counted(service.transport.requests(for: "/search/users/ana").count, "GET")) \
      for the resource's path, not one.
      """)
    #expect(
      resource.isLoading,
      """
      Right after load() the resource says it is not loading, so a screen would show no \
      spinner while the answer is on its way. Look at what isLoading is worked out from.
      """)
    #expect(
      log.events == [.observerAdded, .requested],
      """
      Observers heard \(describe(log.events)) after load(), not \
      [.observerAdded, .requested]: a screen would not know a load started.
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
      "No request for /search/users/ana was waiting after load().")

    let user = resource.typedContent(as: User.self)
    #expect(
      user?.name == "ana",
      """
      The server answered with ana, and the resource's latestData holds \
      \(user.map { "the user \($0.name)" } ?? "no User"): the answer never became the \
      resource's data. Look at what load() does with the answer.
      """)
    #expect(
      resource.latestData == nil || resource.latestData?.timestamp == service.clock.now,
      """
      The new data's timestamp is not the time the answer arrived (by the resource's clock), so \
      freshness would be misjudged.
      """)
    #expect(!resource.isLoading, "The answer is in, and the resource still says it is loading.")
    #expect(
      log.events == [.observerAdded, .requested, .newData],
      """
      Observers heard \(describe(log.events)); the answer's arrival never reached them as \
      .newData.
      """)
  }

  @Test("A failed load sets latestError and observers hear error")
  func failureBecomesError() throws {
    let resource = service.user(named: "ana")
    let log = EventLog()
    log.observe(resource)
    resource.load()

    try #require(
      service.transport.fail("/search/users/ana", message: "offline"),
      "No request for /search/users/ana was waiting after load().")

    #expect(
      resource.latestError?.message == "offline",
      """
      A load failed (offline), and latestError is \
      \(String(describing: resource.latestError)): a screen could not say what went wrong.
      """)
    #expect(!resource.isLoading, "A load failed, and the resource still says it is loading.")
    #expect(
      log.events.last == .error,
      "Observers heard \(describe(log.events)); the failure never reached them as .error.")
  }

  @Test("Observers hear each event with the resource already in the state it describes")
  func stateMatchesTheEvent() throws {
    let resource = service.user(named: "ana")
    let log = EventLog()
    log.observe(resource)

    resource.load()
    try #require(
      service.transport.respond(to: "/search/users/ana", body: userJSON(7, "ana")),
      "No request for /search/users/ana was waiting after load().")
    resource.load()
    try #require(
      service.transport.fail("/search/users/ana", message: "offline"),
      "A second load() sent no request for /search/users/ana.")

    let expected = [
      ".observerAdded (no data, no error, idle)",
      ".requested (no data, no error, loading)",
      ".newData (data, no error, idle)",
      ".requested (data, no error, loading)",
      ".error (data, error, idle)",
    ]
    #expect(
      log.moments == expected,
      log.events.isEmpty
        ? "The observer \(toldNothing)"
        : """
          At each event the observer found the resource in this state: \(log.moments); it \
        should have been \(expected). A screen draws whatever state it finds when it is \
        told: told while the resource still says "loading", it keeps its spinner after the \
        answer. Look at the order in which the resource changes and tells.
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
      "No request for /search/users/ana was waiting after load().")
    #expect(
      resource.latestError?.message == "The server answered 500.",
      """
      The server answered 500, and latestError is \(String(describing: resource.latestError)), \
      not "The server answered 500.": an error status should arrive there as a network \
      failure does. Look at what happens when the parser throws.
      """)
    #expect(
      log.events.last == .error && !resource.isLoading,
      """
      After an error status, observers heard \(describe(log.events)) and isLoading is \
      \(resource.isLoading): the failure should reach them as .error, with the load over.
      """)

    resource.load()
    try #require(
      service.transport.respond(to: "/search/users/ana", body: "not a user"),
      "A second load() sent no request for /search/users/ana.")
    #expect(
      resource.latestError?.message == "The user could not be read.",
      """
      A body that cannot be read left latestError as \
      \(String(describing: resource.latestError)), not "The user could not be read.": \
      every failure should arrive in one place and one shape.
      """)
  }
}
