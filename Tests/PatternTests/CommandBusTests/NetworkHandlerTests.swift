import BusSupport
import Foundation
import Testing

@testable import CommandBus

@Suite("The network handler: plumbing written once; commands only build and parse")
@MainActor
struct NetworkHandlerTests {
  let scheduler = ManualScheduler()
  let transport = FakeTransport()

  @Test("A request is signed with the session token and carries the command's identifier")
  func signsRequests() async throws {
    let bus = networkBus(
      transport: transport, credentials: Credentials(token: "t1"), scheduler: scheduler)
    transport.script("/feed", .respond(200, feedJSON("Otters", "Bread")))
    let outcomes = Outcomes<[Video]>()

    bus.send(FeedCommand(id: CommandID("f1"))) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    let request = try #require(transport.requests.first)
    #expect(request.headers["Authorization"] == "Bearer t1")
    #expect(request.headers["Idempotency-Key"] == "f1")
    #expect(outcomes.values.first?.map(\.title) == ["Otters", "Bread"], "parsed by the command")
  }

  @Test("No token: login needed, and the server is not even asked")
  func noTokenNoRequest() async {
    let bus = networkBus(transport: transport, credentials: Credentials(), scheduler: scheduler)
    let outcomes = Outcomes<[Video]>()

    bus.send(FeedCommand()) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(transport.requests.isEmpty)
    #expect(outcomes.errors.first as? NetworkError == .loginNeeded)
  }

  @Test("A 401 means login needed, and forgets the stale token")
  func unauthorized() async {
    let credentials = Credentials(token: "stale")
    let bus = networkBus(transport: transport, credentials: credentials, scheduler: scheduler)
    transport.script("/feed", .respond(401, ""))
    let outcomes = Outcomes<[Video]>()

    bus.send(FeedCommand()) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(outcomes.errors.first as? NetworkError == .loginNeeded)
    #expect(credentials.token == nil)
  }

  @Test("No answer is offline; a 5xx is a server failure; garbage is unreadable")
  func failures() async {
    let bus = networkBus(
      transport: transport, credentials: Credentials(token: "t1"), scheduler: scheduler)
    transport.script("/feed", .fail(.offline), .respond(503, ""), .respond(200, "not json"))
    let outcomes = Outcomes<[Video]>()

    for _ in 1...3 { bus.send(FeedCommand()) { outcomes.append($0) } }
    await scheduler.runUntilIdle()

    let errors = outcomes.errors.map { $0 as? NetworkError }
    #expect(errors.count == 3)
    #expect(errors[0] == .offline)
    #expect(errors[1] == .server(status: 503))
    if case .unreadable = errors[2] {} else { Issue.record("expected unreadable, got \(errors)") }
  }

  @Test("Logging in stores the token; a wrong password is a login error, never login needed")
  func login() async throws {
    let credentials = Credentials()
    let bus = networkBus(transport: transport, credentials: credentials, scheduler: scheduler)
    transport.script("/login", .respond(401, ""), .respond(200, sessionJSON))
    let outcomes = Outcomes<UserSession>()

    bus.send(LoginCommand(username: "ana", password: "nope")) { outcomes.append($0) }
    await scheduler.runUntilIdle()
    bus.send(LoginCommand(username: "ana", password: "sesame")) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(outcomes.errors.first as? LoginError == .wrongCredentials)
    #expect(outcomes.values.first?.name == "ana")
    #expect(credentials.token == "t1")
    let body = try #require(transport.requests.first?.body)
    let sent = try JSONDecoder().decode([String: String].self, from: body)
    #expect(sent == ["username": "ana", "password": "nope"])
  }
}
