import HeadlessKit
import Testing

@testable import CommandBus

@MainActor
@Suite("The command bus demo shows the login flow and a login-needed re-dispatch")
struct CommandBusDemoTests {
  private let trace = CommandBusDemo.run()

  private var calls: [String] { trace.calls.map { "\($0.actor): \($0.message)" } }

  @Test("The login command is routed by type, runs off the main thread, comes back on main")
  func loginFlow() {
    let login = Array(calls.drop { !$0.contains("sendCommand(LoginCommand") }.prefix(6))
    #expect(
      login == [
        "LoginViewController: sendCommand(LoginCommand(\"ana\"))",
        "CommandBus: LoginCommand -> LoginHandler (type index)",
        "CommandBus: LoginHandler runs LoginCommand off the main thread",
        "FakeTransport: POST /login -> 200",
        "CommandBus: LoginCommand succeeded, delivered on the main actor",
        "LoginViewController: gets ana's session: \"Welcome, ana!\"",
      ])
  }

  @Test("The feed command is parked by the listener and re-sent after the login screen is gone")
  func feedFlow() throws {
    let parked = try #require(calls.firstIndex(of: "FakeTransport: GET /feed -> 401"))
    let gone = try #require(calls.firstIndex(of: "AppDelegate: dismisses the login screen"))
    let again = try #require(calls.firstIndex(of: "CommandBus: FeedCommand sent again (attempt 2)"))
    let shown = try #require(
      calls.firstIndex(of: "FeedViewController: gets 3 videos, parsed: shows them"))
    #expect(parked < gone && gone < again && again < shown)
    #expect(
      calls.filter { $0.hasPrefix("FeedViewController") }.count == 2,
      "the feed screen sends once and hears once: no error handling in it")
  }
}
