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
      """
      A LoginCommand asked for \(request); the server expects POST /login, as the login \
      screen used to send it. Look at LoginCommand's request.
      """)
    let body = try #require(
      request.body,
      """
      A LoginCommand's request has no body; the server expects the username and password \
      in it, as JSON. Look at LoginCommand's request.
      """)
    let sent = try? JSONDecoder().decode([String: String].self, from: body)
    #expect(
      sent == ["username": "ana", "password": "sesame"],
      """
      A LoginCommand sent the body \(String(decoding: body, as: UTF8.self)); the server \
      expects {"username": "ana", "password": "sesame"}, the JSON the login screen used \
      to send. Look at LoginCommand's request.
      """)
  }

  @Test("LoginCommand parses a session from a 200, and wrong credentials from anything else")
  func loginParsing() throws {
    let command = LoginCommand(username: "ana", password: "sesame")

    let session = try? command.parse(NetworkResponse(status: 200, body: Data(sessionJSON.utf8)))
    #expect(
      session?.name == "ana",
      """
      A 200 with a session in its body gave \(session.map { "\($0)" } ?? "no session") \
      instead of ana's. Look at how LoginCommand reads an answer.
      """)
    let refused = Result { try command.parse(NetworkResponse(status: 401, body: Data())) }
    #expect(
      refused.error as? LoginError == .wrongCredentials,
      """
      A 401 gave \(refused); the user should hear that the username or password was \
      wrong (LoginError.wrongCredentials). Look at how LoginCommand reads an answer.
      """)
  }

  @Test("NetworkHandler takes network commands, sends them and lets them parse the answer")
  func networkHandler() async {
    let handler = NetworkHandler(transport: transport)
    transport.script("/login", .respond(200, sessionJSON))

    #expect(
      handler.canHandle(LoginCommand(username: "ana", password: "x")),
      "NetworkHandler turned down a LoginCommand: it should take every network command.")
    #expect(
      handler.canHandle(PingCommand()),
      """
      NetworkHandler turned down a network command of the tests' own, PingCommand: it \
      takes only the commands it knows, so every new one means changing the handler. It \
      should take any network command. Look at NetworkHandler's canHandle(_:).
      """)
    #expect(
      !handler.canHandle(EchoCommand(text: "x")),
      """
      NetworkHandler took a command that is not a network command, and would leave it \
      no handler of its own. Look at NetworkHandler's canHandle(_:).
      """)
    let output = await outcome {
      try await handler.execute(
        LoginCommand(username: "ana", password: "x"), bus: CommandBus(scheduler: scheduler))
    }
    #expect(
      (try? output.get() as? UserSession)?.name == "ana",
      """
      NetworkHandler ran a LoginCommand whose server answered with ana's session, and \
      gave \(output). It should send the command's request and hand back what the \
      command reads from the answer. Look at NetworkHandler's execute(_:bus:).
      """)
  }

  @Test("No answer is NetworkError.offline; a 5xx is NetworkError.server, for every command")
  func networkFailures() async {
    let handler = NetworkHandler(transport: transport)
    let bus = CommandBus(scheduler: scheduler)
    transport.script("/login", .fail, .respond(503, ""))
    transport.script("/ping", .fail, .respond(502, ""), .respond(404, ""))

    let login = LoginCommand(username: "ana", password: "x")
    let noAnswer = await outcome { try await handler.execute(login, bus: bus) }
    let down = await outcome { try await handler.execute(login, bus: bus) }
    #expect(
      noAnswer.error as? NetworkError == .offline,
      """
      With no answer from the server, a login gave \(noAnswer); the user should hear \
      NetworkError.offline. Look at what NetworkHandler does when the transport throws.
      """)
    #expect(
      down.error as? NetworkError == .server(status: 503),
      """
      A 503 on a login gave \(down); the user should hear \
      NetworkError.server(status: 503), whatever the command would make of the body. \
      Look at what NetworkHandler does with a status of 500 or more.
      """)
    // The same plumbing for a command that knows nothing of it.
    let offline = await outcome { try await handler.execute(PingCommand(), bus: bus) }
    let server = await outcome { try await handler.execute(PingCommand(), bus: bus) }
    let notFound = await outcome { try await handler.execute(PingCommand(), bus: bus) }
    #expect(
      (offline.error as? NetworkError) == .offline
        && (server.error as? NetworkError) == .server(status: 502),
      """
      A network command of the tests' own, which knows only its request and how to read \
      an answer, gave \(offline) with no answer and \(server) for a 502, where a login \
      gives NetworkError.offline and .server(status:). "No answer" and "5xx" mean the \
      same for every command: look at where they are decided.
      """)
    #expect(
      (try? notFound.get() as? String) == "pong 404",
      """
      A 404 gave \(notFound) instead of the command's own reading of it: below 500 the \
      answer is the command's to read. Look at NetworkHandler's status checks.
      """)
  }
}
