import Foundation
import Testing

@testable import ClipsBus
@testable import ClipsScreens
@testable import ClipsWork

@Suite("2. A login command runs off the main actor; its result comes back on it")
@MainActor
struct Step2 {
  let transport = FakeTransport()
  let scheduler = ProbeScheduler()

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
      handler.canHandle(PingCommand()),
      """
      NetworkHandler.canHandle said no to a network command it has never heard of. It \
      should take any NetworkCommand (`is any NetworkCommand`), not a list of known ones.
      """)
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

  @Test("No answer is NetworkError.offline; a 5xx is NetworkError.server, for every command")
  func networkFailures() async {
    let handler = NetworkHandler(transport: transport)
    let bus = CommandBus(scheduler: scheduler)
    transport.script("/login", .fail, .respond(503, ""))
    transport.script("/ping", .fail, .respond(502, ""), .respond(404, ""))

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
    // The same plumbing for a command that knows nothing of it.
    let offline = await outcome { try await handler.execute(PingCommand(), bus: bus) }
    let server = await outcome { try await handler.execute(PingCommand(), bus: bus) }
    let notFound = await outcome { try await handler.execute(PingCommand(), bus: bus) }
    #expect(
      (offline.error as? NetworkError) == .offline
        && (server.error as? NetworkError) == .server(status: 502),
      """
      A network command that only knows its request and how to parse gave \(offline) with \
      no answer and \(server) for a 502. "No answer" and "5xx" are plumbing: NetworkHandler \
      should turn them into NetworkError.offline and .server(status:) for every command, \
      before it calls parse(_:), not each command on its own.
      """)
    #expect(
      (try? notFound.get() as? String) == "pong 404",
      """
      A 404 gave \(notFound): below 500, NetworkHandler should hand the response to the \
      command's parse(_:), which decides what it means.
      """)
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

  @Test("The handler runs inside the scheduled work; the completion inside a delivery")
  func workAndCompletionGoThroughTheScheduler() async {
    let spy = SpyHandler("login", accepts: { $0 is LoginCommand }, output: sessionFor)
    let bus = bareBus(scheduler, spy)
    let outcomes = Outcomes<UserSession>()

    bus.send(LoginCommand(username: "ana", password: "sesame")) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(
      spy.commandsRun == ["LoginCommand"] && spy.ranOnlyInScheduledWork,
      """
      The handler ran \(spy.commandsRun.count) times, \
      \(spy.ranOnlyInScheduledWork ? "inside" : "not always inside") the work the \
      scheduler started. send(_:completion:) should do all of the work inside \
      scheduler.schedule { ... }: no Task or Task.detached of its own, nothing started \
      before the scheduler says so.
      """)
    #expect(
      outcomes.values.map(\.name) == ["ana"] && outcomes.outsideDeliveries == 0,
      """
      The completion got \(outcomes.all), \(outcomes.outsideDeliveries) of them outside a \
      delivery. Call it once, inside scheduler.deliver { ... }, which runs it on the main \
      actor when the app is ready (not MainActor.run, not a Task).
      """)
  }

  @Test("The handler runs as part of the scheduled work: cancelling that work cancels it")
  func handlerIsPartOfTheScheduledWork() async {
    let holder = HoldingHandler()
    let bus = bareBus(scheduler, holder)
    bus.send(LoginCommand(username: "ana", password: "sesame")) { _ in }
    guard let work = scheduler.startNext() else {
      Issue.record("send(_:completion:) gave the scheduler nothing to run. (Step 2 above?)")
      return
    }
    let events = holder.events
    let watcher = Task {
      await work.value
      events.fire("work ended")
    }

    await events.waitForAny(of: ["entered", "work ended"])
    work.cancel()
    await events.waitForAny(of: ["cancelled", "work ended"])

    let what = events.contains("entered") ? "went on regardless" : "never ran inside it"
    #expect(
      events.contains("cancelled"),
      """
      The scheduler cancelled the work it had started, but the handler running the \
      command \(what): the command runs in a task of its own, which the scheduler can \
      neither wait for nor cancel. Inside scheduler.schedule { ... }, await perform(_:) right \
      there, in the work itself: no Task { } or Task.detached around it.
      """)
    holder.release()
    await watcher.value
  }

  @Test("Each sender hears its own result, once")
  func eachSenderHearsItsOwn() async {
    let bus = bareBus(
      scheduler, SpyHandler("login", accepts: { $0 is LoginCommand }, output: sessionFor))
    let ana = Outcomes<UserSession>()
    let bo = Outcomes<UserSession>()

    bus.send(LoginCommand(username: "ana", password: "1")) { ana.append($0) }
    bus.send(LoginCommand(username: "bo", password: "2")) { bo.append($0) }
    await scheduler.runUntilIdle()

    #expect(
      ana.all.count == 1 && ana.values.map(\.name) == ["ana"],
      """
      The first sender heard \(ana.all.count) results (\(ana.values.map(\.name))); it should \
      hear its own, once. Each send's completion belongs to that send: capture it in the \
      work you schedule for it, do not keep it where another send can replace or reuse it.
      """)
    #expect(
      bo.all.count == 1 && bo.values.map(\.name) == ["bo"],
      """
      The second sender heard \(bo.all.count) results (\(bo.values.map(\.name))); it should \
      hear its own, once, and nothing of the first send's.
      """)
  }

  @Test("send(_:) reports a command nobody handles to its sender")
  func sendReportsNoHandler() async {
    let bus = CommandBus(scheduler: scheduler)
    let outcomes = Outcomes<String>()

    bus.send(OrphanCommand()) { outcomes.append($0) }
    await scheduler.runUntilIdle()

    #expect(
      outcomes.all.count == 1
        && outcomes.errors.first as? CommandBusError == .noHandler(command: "OrphanCommand"),
      """
      The sender heard \(outcomes.all). It should hear \
      .failure(CommandBusError.noHandler) through its completion, once: wrap perform(_:) \
      in do/catch and deliver whichever Result you get, never drop the command.
      """)
  }
}

extension Result {
  /// The error, if this is a failure.
  var error: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
