import HeadlessKit
import Testing

@testable import LoginApp
@testable import LoginResponders

/// Step 3 when a form logs in again: a second try before the first answer
/// came, and a try after a failure.
extension Step3 {
  @Test("One form logs in twice before its first answer: both answers reach it, in any order")
  func oneFormTwice() {
    for newestFirst in [true, false] {
      let scene = LoginScene()
      let sheet = SpyForm(username: "ana", password: "oops")

      let first = scene.application.sendAction(.logIn, to: nil, from: sheet)
      sheet.password = "sesame"
      let second = scene.application.sendAction(.logIn, to: nil, from: sheet)
      if newestFirst {
        scene.authenticator.succeedNewest(as: "Ana")
        scene.authenticator.fail(with: .wrongCredentials)
      } else {
        scene.authenticator.fail(with: .wrongCredentials)
        scene.authenticator.succeed(as: "Ana")
      }

      let expected =
        newestFirst
        ? ["Welcome, Ana!", "Wrong username or password."]
        : ["Wrong username or password.", "Welcome, Ana!"]
      let order = newestFirst ? "the second first" : "in order"
      let why =
        scene.authenticator.requests.isEmpty
        ? authenticatorNeverAsked
        : first && second
          ? """
          One form can wait for two answers at once: look at how the LoginResponder keeps \
          track of who waits for which answer.
          """
          : "A .logIn was not taken: see the first tests of this step."
      #expect(
        first && second && sheet.answers == expected,
        """
        A form sent .logIn with a wrong password, then, before any answer came, with the \
        right one. The server answered \(order), so the form should have been told \
        \(expected); it was told \(sheet.answers). \(why)
        """)
    }
  }

  @Test("After a failure, the same credentials are checked with the authenticator again")
  func retryAfterFailure() {
    let scene = LoginScene()
    scene.login.usernameField.insertText("ana")
    scene.login.passwordField.insertText("sesame")

    scene.login.passwordField.pressReturn()
    let failed = scene.authenticator.fail(with: .offline)
    let afterFailure = scene.login.messageLabel.text
    scene.login.passwordField.insertText("sesame")
    scene.login.passwordField.pressReturn()
    let answered = scene.authenticator.succeed(as: "Ana")

    let asked = scene.authenticator.requests.map { "\($0.username)/\($0.password)" }
    #expect(
      asked == ["ana/sesame", "ana/sesame"] && answered
        && scene.login.messageLabel.text == "Welcome, Ana!",
      !failed
        ? "\(authenticatorNeverAsked)"
        : """
        A login as ana failed because the network was down (the screen said \
        "\(afterFailure)"); the network came back and the user pressed Return again with \
        the same password. The authenticator should have been asked twice and the screen \
        should say "Welcome, Ana!", but the authenticator got \(asked) and the screen says \
        "\(scene.login.messageLabel.text)". Every login is a new question for the \
        authenticator: look at what the LoginResponder keeps from an earlier answer.
        """)
  }
}
