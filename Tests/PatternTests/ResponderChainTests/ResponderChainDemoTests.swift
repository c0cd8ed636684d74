import HeadlessKit
import Testing

@testable import ResponderChain

@MainActor
@Suite("The responder chain demo shows an action's trip, link by link")
struct ResponderChainDemoTests {
  private let trace = ResponderChainDemo.run()

  /// The calls as "actor: message" lines, for easy searching.
  private var calls: [String] { trace.calls.map { "\($0.actor): \($0.message)" } }

  @Test("The login action visits every link, in chain order, until the responder takes it")
  func linkByLink() {
    let visits = calls.filter { $0.contains("logIn?") }
    #expect(
      visits == [
        "TextField \"******\" (focused): logIn? no",
        "View (16, 96, 288, 152): logIn? no",
        "View (0, 0, 320, 480): logIn? no",
        "LoginViewController: logIn? no",
        "Window (0, 0, 320, 480): logIn? no",
        "Application: logIn? no",
        "AppDelegate: logIn? no",
        "LoginResponder: logIn? yes: takes it",
      ])
  }

  @Test("The same action from a screen not in a window returns false, and the screen says so")
  func unhandled() {
    let tail = Array(calls.suffix(2))
    #expect(
      tail == [
        "LoginViewController: sendAction(.logIn, to: nil) returned false",
        "LoginViewController: shows \"Can't log in right now.\"",
      ])
  }

  @Test("The severed chain is printed by the debugging helper and ends at the controller")
  func severedChainPrinted() {
    let notes = trace.entries.compactMap { entry -> String? in
      if case .note(let text) = entry { return text }
      return nil
    }
    let links = notes.filter { $0.hasPrefix("    ") && $0.dropFirst(4).first?.isNumber == true }
    #expect(links.count == 4, "\(links)")
    #expect(links.last?.hasSuffix(" LoginViewController") == true, "\(links)")
  }
}
