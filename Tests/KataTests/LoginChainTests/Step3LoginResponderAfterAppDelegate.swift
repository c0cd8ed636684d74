import HeadlessKit
import Testing

@testable import LoginApp
@testable import LoginResponders

@Suite("3. A login responder after the app delegate logs in with the authenticator")
@MainActor
struct Step3 {
  @Test("The chain runs from the password field through the app delegate to the LoginResponder")
  func loginResponderEndsTheChain() {
    let scene = LoginScene()
    let chain = scene.login.passwordField.responderChain

    #expect(
      chain.last === scene.appDelegate.loginResponder,
      """
      The password field's chain should end at the LoginResponder, right after the app \
      delegate, but it is: \(chainNames(from: scene.login.passwordField)). Look at where \
      the chain goes after the application, and what comes after the app delegate.
      """)
    #expect(
      chain.dropLast().last === scene.appDelegate,
      """
      The link just before the LoginResponder should be the app delegate, but the \
      next-to-last link of the chain is \(name(of: chain.dropLast().last)). Look at what \
      comes after the app delegate.
      """)
  }

  @Test("The LoginResponder, and not the screen, is who handles .logIn")
  func loginResponderHandlesLogIn() {
    let scene = LoginScene()
    let handler = scene.login.passwordField.target(forAction: .logIn, withSender: scene.login)
    let onChain = scene.login.passwordField.responderChain.contains {
      $0 === scene.appDelegate.loginResponder
    }
    let nextMove =
      onChain
      ? "The LoginResponder is on the chain: look at what makes a responder take .logIn."
      : "The LoginResponder is not on the chain yet: see the first test of this step."

    #expect(
      handler === scene.appDelegate.loginResponder,
      """
      .logIn from the login screen should be handled by the LoginResponder, but the chain \
      finds \(name(of: handler)). \(nextMove)
      """)
  }

  @Test("Return in the password field asks the authenticator once, with the form's contents")
  func authenticatorAskedOnce() throws {
    let scene = LoginScene()
    scene.login.usernameField.insertText("ana")
    scene.login.passwordField.insertText("sesame")

    scene.login.passwordField.pressReturn()

    try #require(!scene.authenticator.requests.isEmpty, "\(authenticatorNeverAsked)")
    #expect(
      scene.authenticator.requests.count == 1,
      """
      The authenticator should be asked once per return; it was asked \
      \(times(scene.authenticator.requests.count)). Only the LoginResponder should talk \
      to it now: look for anyone else who still holds the authenticator, or asks it twice.
      """)
    let asked = scene.authenticator.requests.first.map {
      "\"\($0.username)\" and \"\($0.password)\""
    }
    #expect(
      scene.authenticator.requests.first?.username == "ana"
        && scene.authenticator.requests.first?.password == "sesame",
      """
      The authenticator should get the username and password typed in the form, "ana" \
      and "sesame", but got \(asked ?? "nothing"). Look at where the LoginResponder gets \
      the credentials it sends.
      """)
  }

  @Test("The screen shows the answer: a welcome, or why it failed")
  func resultReachesTheForm() throws {
    let scene = LoginScene()
    scene.login.usernameField.insertText("ana")
    scene.login.passwordField.insertText("sesame")
    scene.login.passwordField.pressReturn()
    try #require(scene.authenticator.succeed(as: "Ana"), "\(authenticatorNeverAsked)")

    #expect(
      scene.login.messageLabel.text == "Welcome, Ana!",
      """
      After a successful login the screen should say "Welcome, Ana!", but it says \
      "\(scene.login.messageLabel.text)". Look at how the answer gets from the \
      LoginResponder back to the form, and what the screen shows then.
      """)

    scene.login.passwordField.insertText("oops")
    scene.login.passwordField.pressReturn()
    try #require(
      scene.authenticator.fail(with: .wrongCredentials),
      "Return in the password field, a second time, did not ask the authenticator again.")

    #expect(
      scene.login.messageLabel.text == "Wrong username or password.",
      """
      After a failed login the screen should show the error's message, but it says \
      "\(scene.login.messageLabel.text)". Look at how a failure gets back to the form, and \
      what the screen shows then.
      """)
    #expect(
      scene.login.passwordField.text.isEmpty && scene.login.passwordField.isFirstResponder,
      """
      After a failed login the password field should be emptied and have the focus again, \
      but it holds "\(scene.login.passwordField.text)" and the first responder is \
      \(name(of: scene.appDelegate.window.firstResponder)). Look at what the screen does \
      when it hears of a failure, and compare it with the starter's.
      """)
  }

  @Test("In the app, .logIn passes every link of the chain and the LoginResponder takes it")
  func routeEndsAtTheLoginResponder() {
    let scene = LoginScene()
    scene.login.passwordField.becomeFirstResponder()
    var route: [Responder] = []
    var takenBy: [Responder] = []
    scene.application.actionRouteLog = { responder, handled in
      route.append(responder)
      if handled { takenBy.append(responder) }
    }

    scene.login.passwordField.pressReturn()

    let chain = scene.login.passwordField.responderChain
    #expect(
      route.count == chain.count && zip(route, chain).allSatisfy { $0 === $1 }
        && takenBy.count == 1 && takenBy.first === scene.appDelegate.loginResponder,
      """
      .logIn should travel the whole chain, \(routeNames(chain)), and be taken by the \
      LoginResponder at its end; it went \(routeNames(route)) and was taken by \
      \(takenBy.isEmpty ? "nobody" : routeNames(takenBy)). Look at the chain's links, \
      and at which of them takes .logIn.
      """)
  }

  @Test("A second login form gets its own credentials checked and its own answer")
  func secondFormIsServed() throws {
    let scene = LoginScene()
    let second = LoginViewController()
    scene.appDelegate.window.rootViewController = second
    second.usernameField.insertText("bea")
    second.passwordField.insertText("open")

    second.passwordField.pressReturn()
    try #require(scene.authenticator.succeed(as: "Bea"), "\(authenticatorNeverAsked)")

    let asked = scene.authenticator.requests.map { "\"\($0.username)\" and \"\($0.password)\"" }
    #expect(
      asked == ["\"bea\" and \"open\""],
      """
      A second login screen (say, after a session expired) took the window and sent \
      .logIn; the authenticator should get its username and password, "bea" and "open", \
      but got \(asked.isEmpty ? "nothing" : asked.joined(separator: ", ")). Look at \
      which form the LoginResponder reads.
      """)
    #expect(
      second.messageLabel.text == "Welcome, Bea!" && scene.login.messageLabel.text.isEmpty,
      """
      The answer should go to the form that sent .logIn: the second screen should say \
      "Welcome, Bea!" and the first nothing, but they say \
      "\(second.messageLabel.text)" and "\(scene.login.messageLabel.text)". Look at \
      which form the LoginResponder answers.
      """)
  }

  @Test("Two logins under way at once: each answer goes back to the form that asked")
  func eachAnswerToItsForm() {
    let scene = LoginScene()
    scene.login.usernameField.insertText("ana")
    scene.login.passwordField.insertText("oops")
    let sheet = SpyForm(username: "bea", password: "open")

    scene.login.passwordField.pressReturn()
    let handled = scene.application.sendAction(.logIn, to: nil, from: sheet)
    scene.authenticator.fail(with: .wrongCredentials)
    scene.authenticator.succeed(as: "Bea")

    let why =
      scene.authenticator.requests.isEmpty
      ? authenticatorNeverAsked
      : scene.authenticator.requests.map(\.username) == ["bea"]
        ? "Only the other form's login reached the authenticator: see step 2."
        : handled
          ? "Look at how the LoginResponder knows, when an answer comes, which form asked."
          : "The other form's .logIn was not taken: see the first tests of this step."
    #expect(
      handled && scene.login.messageLabel.text == "Wrong username or password."
        && sheet.answers == ["Welcome, Bea!"],
      """
      The login screen sent .logIn, then another form did, before either answer came. \
      The first answer (a failure) belongs to the screen and the second (a welcome) to \
      the other form; but the screen says "\(scene.login.messageLabel.text)" and the other \
      form was told \(sheet.answers). \(why)
      """)
  }
}

/// A sender that is no login form.
final class Stranger {}
