import HeadlessKit
import Testing

@testable import LoginApp
@testable import LoginResponders

/// Step 3 with two of everything: two logins at once, answered out of
/// order; two apps in one process; and a form that goes away after its
/// answer, whatever the answer was.
extension Step3 {
  @Test("Two logins at once, answered newest first, same username: each form gets its own")
  func answersOutOfOrder() {
    let scene = LoginScene()
    scene.login.usernameField.insertText("ana")
    scene.login.passwordField.insertText("oops")
    let sheet = SpyForm(username: "ana", password: "sesame")

    scene.login.passwordField.pressReturn()
    let handled = scene.application.sendAction(.logIn, to: nil, from: sheet)
    scene.authenticator.succeedNewest(as: "Ana")
    scene.authenticator.failNewest(with: .wrongCredentials)

    let why =
      scene.authenticator.requests.isEmpty
      ? authenticatorNeverAsked
      : scene.authenticator.requests.map(\.password) == ["sesame"]
        ? "Only the second form's login reached the authenticator: see step 2."
        : handled
          ? """
          Answers need not come in order, and a username is not a form: look at how the \
          LoginResponder matches an answer to the form that asked.
          """
          : "The second .logIn was not taken: see the first tests of this step."
    #expect(
      handled && sheet.answers == ["Welcome, Ana!"]
        && scene.login.messageLabel.text == "Wrong username or password.",
      """
      The login screen and a second form, both for "ana", sent .logIn one after the \
      other. The server answered the second first (a welcome), then the first (a wrong \
      password). The second form should have been told "Welcome, Ana!" alone and the \
      screen should say "Wrong username or password."; the form was told \
      \(sheet.answers) and the screen says "\(scene.login.messageLabel.text)". \(why)
      """)
  }

  @Test("Two apps in one process: each logs in with its own authenticator")
  func twoApps() {
    let first = LoginScene()
    let second = LoginScene()
    first.login.usernameField.insertText("ana")
    first.login.passwordField.insertText("sesame")
    second.login.usernameField.insertText("bea")
    second.login.passwordField.insertText("open")

    first.login.passwordField.pressReturn()
    second.login.passwordField.pressReturn()

    let firstAsked = first.authenticator.requests.map(\.username)
    let secondAsked = second.authenticator.requests.map(\.username)
    #expect(
      firstAsked == ["ana"] && secondAsked == ["bea"],
      firstAsked.isEmpty && secondAsked.isEmpty
        ? "\(authenticatorNeverAsked)"
        : """
        Two apps were launched in one process (two windows, two app delegates, two \
        authenticators), and each logged in. The first app's authenticator should get \
        ana's login and the second's bea's, but they got \(firstAsked) and \(secondAsked). \
        Each app's chain ends at its own LoginResponder: look for something that every \
        app shares.
        """)
  }

  @Test("A screen that goes away after its answer is freed, whatever the answer was")
  func freedAfterEveryAnswer() {
    let answers: [(String, @MainActor (FakeAuthenticator) -> Void)] = [
      ("a welcome", { _ = $0.succeed(as: "Bea") }),
      ("a wrong password", { _ = $0.fail(with: .wrongCredentials) }),
      ("no network", { _ = $0.fail(with: .offline) }),
    ]
    for (answer, give) in answers {
      let scene = LoginScene()
      weak var weakSecond: LoginViewController?
      do {
        let second = LoginViewController()
        scene.appDelegate.window.rootViewController = second
        second.usernameField.insertText("bea")
        second.passwordField.insertText("open")
        second.passwordField.pressReturn()
        give(scene.authenticator)
        weakSecond = second
        scene.appDelegate.window.rootViewController = scene.login
      }

      #expect(
        weakSecond == nil,
        """
        A second login screen sent .logIn and got its answer, \(answer); then it left the \
        window and nothing else holds it, yet it is still alive. A form must be let go \
        whatever its answer was: look at what the LoginResponder keeps once an answer \
        has come.
        """)
    }
  }

  @Test("A form that is no screen, gone during its login, is freed as a screen would be")
  func goneSheetIsFreed() {
    let scene = LoginScene()
    weak var weakSheet: SpyForm?
    var handled = false
    do {
      let sheet = SpyForm(username: "bea", password: "open")
      weakSheet = sheet
      handled = scene.application.sendAction(.logIn, to: nil, from: sheet)
    }

    #expect(
      handled,
      """
      A form that is no screen (a sheet asking for the password again) sent .logIn, and \
      nobody took it: see the first tests of this step.
      """)
    #expect(
      weakSheet == nil,
      """
      A form that is no screen (a sheet asking for the password again) sent .logIn and \
      went away while its login was under way. Nothing else holds it, yet it is still \
      alive: the pending answer keeps it, though it lets a login screen go. Look at what \
      the LoginResponder holds while an answer is on its way, for every kind of form.
      """)
    let answered = scene.authenticator.succeed(as: "Bea")
    #expect(
      answered && scene.login.messageLabel.text.isEmpty,
      answered
        ? """
        The late answer to a form that has gone should go nowhere, but the login screen \
        now says "\(scene.login.messageLabel.text)". Look at which form the \
        LoginResponder answers.
        """
        : "\(authenticatorNeverAsked)")
  }
}
