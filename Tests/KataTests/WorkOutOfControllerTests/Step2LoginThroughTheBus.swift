import Foundation
import Testing

@testable import WorkOutOfController

@Suite("2. A login command runs off the main actor; its result comes back on it")
@MainActor
struct Step2 {
  let transport = FakeTransport()
  let scheduler = ManualScheduler()

  @Test("LoginCommand builds a POST to /login with the username and password as JSON")
  func loginRequest() throws {
    let request = try LoginCommand(username: "ana", password: "sesame").makeRequest()

    #expect(
      request.method == "POST" && request.path == "/login",
      "LoginCommand.makeRequest() built \(request); it should be POST /login.")
    let body = try #require(
      request.body, "The login request has no body: encode the username and password as JSON.")
    let sent = try? JSONDecoder().decode([String: String].self, from: body)
    #expect(
      sent == ["username": "ana", "password": "sesame"],
      """
      The login body should be the JSON object {"username": ..., "password": ...}, as \
      LoginViewController used to send it.
      """)
  }

  @Test("LoginCommand parses a session from a 200, and wrong credentials from anything else")
  func loginParsing() throws {
    let command = LoginCommand(username: "ana", password: "sesame")

    let session = try? command.parse(NetworkResponse(status: 200, body: Data(sessionJSON.utf8)))
    #expect(
      session?.name == "ana",
      "LoginCommand.parse should decode a UserSession from a 200 response's JSON body.")
    #expect(
      throws: LoginError.wrongCredentials,
      "LoginCommand.parse should throw LoginError.wrongCredentials for a 401."
    ) {
      try command.parse(NetworkResponse(status: 401, body: Data()))
    }
  }

  @Test("NetworkHandler takes network commands, sends them and lets them parse the answer")
  func networkHandler() async {
    let handler = NetworkHandler(transport: transport)
    transport.script("/login", .respond(200, sessionJSON))

    #expect(
      handler.canHandle(LoginCommand(username: "ana", password: "x")),
      "NetworkHandler.canHandle should say yes to any NetworkCommand (`is any NetworkCommand`).")
    #expect(
      !handler.canHandle(EchoCommand(text: "x")),
      "NetworkHandler.canHandle should say no to a command that is not a NetworkCommand.")
    let output = await outcome {
      try await handler.execute(
        LoginCommand(username: "ana", password: "x"), bus: CommandBus(scheduler: scheduler))
    }
    #expect(
      (try? output.get() as? UserSession)?.name == "ana",
      """
      NetworkHandler.execute should send the command's request over its transport and \
      return command.parse(response).
      """)
  }

  @Test("No answer is NetworkError.offline; a 5xx is NetworkError.server")
  func networkFailures() async {
    let handler = NetworkHandler(transport: transport)
    let bus = CommandBus(scheduler: scheduler)
    transport.script("/login", .fail, .respond(503, ""))

    await #expect(
      throws: NetworkError.offline,
      "When the transport throws (no answer), NetworkHandler should throw NetworkError.offline."
    ) {
      _ = try await handler.execute(LoginCommand(username: "ana", password: "x"), bus: bus)
    }
    await #expect(
      throws: NetworkError.server(status: 503),
      "A status of 500 or more should become NetworkError.server(status:), before parsing."
    ) {
      _ = try await handler.execute(LoginCommand(username: "ana", password: "x"), bus: bus)
    }
  }

  @Test("send(_:) runs the work through the scheduler, then delivers on the main actor")
  func sendSchedulesAndDelivers() async throws {
    let bus = CommandBus(scheduler: scheduler)
    bus.register(NetworkHandler(transport: transport))
    transport.script("/login", .respond(200, sessionJSON))
    let outcomes = Outcomes<UserSession>()

    bus.send(LoginCommand(username: "ana", password: "sesame")) { outcomes.append($0) }

    #expect(
      scheduler.pendingWorkCount == 1,
      """
      send(_:completion:) should hand the work to the scheduler (scheduler.schedule { ... }), \
      not run it: the main actor must not wait for the network.
      """)
    #expect(transport.requests.isEmpty, "Nothing should reach the network until the work runs.")
    await scheduler.startNext()?.value
    #expect(
      transport.requests.count == 1,
      "The scheduled work should perform the command: one request to the server.")
    #expect(
      outcomes.all.isEmpty,
      """
      The completion ran from the work itself. Hand it to scheduler.deliver { ... } so it \
      runs on the main actor.
      """)
    scheduler.deliverAll()
    #expect(
      outcomes.values.map(\.name) == ["ana"],
      "Once delivered, the completion should get the parsed session, once.")
  }

  @Test("send(_:) reports a command nobody handles to its sender")
  func sendReportsNoHandler() async {
    let bus = CommandBus(scheduler: scheduler)
    let outcomes = Outcomes<String>()

    bus.send(OrphanCommand()) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(
      outcomes.errors.first as? CommandBusError == .noHandler(command: "OrphanCommand"),
      """
      The sender should hear .failure(CommandBusError.noHandler) through its completion, \
      once: wrap perform(_:) in do/catch and deliver whichever Result you get.
      """)
  }
}
