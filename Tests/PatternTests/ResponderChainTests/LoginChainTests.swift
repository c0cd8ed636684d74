import HeadlessKit
import Testing

@testable import ResponderChain

@MainActor
@Suite("The login app's responder chain")
struct LoginChainTests {
  @Test("The framework wires the chain from the password field to the login responder")
  func wholeChain() {
    let scene = LoginScene()
    let login = scene.login

    let expected: [Responder] = [
      login.passwordField, login.formView, login.view, login, scene.appDelegate.window,
      scene.application, scene.appDelegate, scene.appDelegate.loginResponder,
    ]
    #expect(
      login.passwordField.responderChain.map(ObjectIdentifier.init)
        == expected.map(ObjectIdentifier.init))
  }

  @Test("The login responder comes after the app delegate because the delegate says so")
  func afterAppDelegate() {
    let scene = LoginScene()

    #expect(scene.application.next === scene.appDelegate)
    #expect(scene.appDelegate.next === scene.appDelegate.loginResponder)
    #expect(scene.appDelegate.loginResponder.next == nil)
  }

  @Test("Only the login responder handles .logIn; the screen does not")
  func onlyTheResponderHandles() {
    let scene = LoginScene()
    let login = scene.login

    #expect(!(login is any LoginHandling))
    #expect(
      login.passwordField.target(forAction: .logIn, withSender: login)
        === scene.appDelegate.loginResponder)
  }

  @Test("The login responder declines a .logIn from a sender that is not a form")
  func declinesStrangers() {
    let scene = LoginScene()

    #expect(!scene.application.sendAction(.logIn, to: nil, from: NotAForm()))
    #expect(scene.authenticator.requests.isEmpty)
  }
}

@MainActor
@Suite("The login screen manages the form and nothing else")
struct LoginScreenTests {
  @Test("The screen appears with the cursor in the username field")
  func focusOnAppear() {
    let scene = LoginScene()

    #expect(scene.login.usernameField.isFirstResponder)
  }

  @Test("Return in the username field moves the focus to the password field")
  func returnMovesFocus() {
    let scene = LoginScene()

    scene.login.usernameField.pressReturn()

    #expect(scene.login.passwordField.isFirstResponder)
    #expect(!scene.login.usernameField.isFirstResponder)
  }

  @Test("Return in the password field logs in through the responder and its authenticator")
  func returnLogsIn() {
    let scene = LoginScene()
    scene.typeCredentials("ana", "sesame")

    scene.login.passwordField.pressReturn()

    #expect(scene.authenticator.requests.map(\.username) == ["ana"])
    #expect(scene.authenticator.requests.map(\.password) == ["sesame"])
    #expect(scene.login.messageLabel.text == "Logging in...")
  }

  @Test("The Log in button does the same")
  func buttonLogsIn() {
    let scene = LoginScene()
    scene.typeCredentials("ana", "sesame")

    scene.login.loginButton.tap()

    #expect(scene.authenticator.requests.count == 1)
  }

  @Test("The action walks from the focused field up to the login responder")
  func route() {
    let scene = LoginScene()
    scene.typeCredentials("ana", "sesame")
    var visited: [Responder] = []
    scene.application.actionRouteLog = { responder, _ in visited.append(responder) }

    scene.login.passwordField.pressReturn()

    #expect(visited.first === scene.login.passwordField)
    #expect(visited.last === scene.appDelegate.loginResponder)
    #expect(visited.count == 8)
  }

  @Test("A successful login greets the user")
  func success() {
    let scene = LoginScene()
    scene.typeCredentials("ana", "sesame")
    scene.login.passwordField.pressReturn()

    scene.authenticator.succeed(as: "Ana")

    #expect(scene.login.messageLabel.text == "Welcome, Ana!")
  }

  @Test("A failed login says why, clears the password and puts the cursor back in it")
  func failure() {
    let scene = LoginScene()
    scene.typeCredentials("ana", "wrong")
    scene.login.passwordField.pressReturn()

    scene.authenticator.fail(with: .wrongCredentials)

    #expect(scene.login.messageLabel.text == "Wrong username or password.")
    #expect(scene.login.passwordField.text.isEmpty)
    #expect(scene.login.passwordField.isFirstResponder)
  }

  @Test("A shake comes up the chain from the focused field and clears the form")
  func shakeClears() {
    let scene = LoginScene()
    scene.typeCredentials("ana", "sesame")

    scene.application.shake()

    #expect(scene.login.usernameField.text.isEmpty)
    #expect(scene.login.passwordField.text.isEmpty)
    #expect(scene.login.usernameField.isFirstResponder)
  }
}

@MainActor
@Suite("A login screen that is not in a window")
struct OffscreenLoginTests {
  @Test("Its chain is severed: it stops at the screen's controller")
  func severedChain() {
    let login = LoginViewController()
    login.loadViewIfNeeded()

    #expect(login.passwordField.responderChain.last === login)
    #expect(login.passwordField.window == nil)
  }

  @Test("Its .logIn is unhandled, and the screen says so instead of doing nothing")
  func unhandledIsReported() {
    let scene = LoginScene()
    let offscreen = LoginViewController()
    offscreen.loadViewIfNeeded()
    var results: [String] = []
    offscreen.log = { results.append($0) }
    offscreen.usernameField.insertText("ana")
    offscreen.passwordField.insertText("sesame")

    offscreen.passwordField.pressReturn()

    #expect(results.first == "sendAction(.logIn, to: nil) returned false")
    #expect(offscreen.messageLabel.text == "Can't log in right now.")
    #expect(scene.authenticator.requests.isEmpty)
  }
}
