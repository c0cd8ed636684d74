import HeadlessKit
import Testing

@testable import LoginApp
@testable import LoginResponders

@Suite("1. Return in the username field moves the cursor to the password field")
@MainActor
struct Step1 {
  @Test("The form opens with the cursor in the username field")
  func cursorStartsInUsername() {
    let scene = LoginScene()

    #expect(
      scene.login.usernameField.isFirstResponder,
      """
      When the login screen appears, the username field should be the first responder, \
      but it is \(name(of: scene.appDelegate.window.firstResponder)). The starter code \
      did this when the screen appeared: look at LoginViewController's viewDidAppear(_:).
      """)
  }

  @Test("Return in the username field makes the password field the first responder")
  func returnMovesFocus() {
    let scene = LoginScene()
    scene.login.usernameField.insertText("ana")

    scene.login.usernameField.pressReturn()

    #expect(
      scene.login.passwordField.isFirstResponder,
      """
      After return in the username field, the password field should have the focus, but \
      the first responder is \(name(of: scene.appDelegate.window.firstResponder)). Look \
      at what, in LoginViewController, hears return in the username field.
      """)
    #expect(
      scene.appDelegate.window.firstResponder === scene.login.passwordField,
      """
      The window's first responder should now be the password field, and only it, but it \
      is \(name(of: scene.appDelegate.window.firstResponder)). Look at what return in \
      the username field does to the focus.
      """)
  }

  @Test("A login screen nobody holds any more is freed: its fields do not keep it")
  func screenIsFreed() {
    weak var weakLogin: LoginViewController?
    do {
      let login = LoginViewController()
      login.loadViewIfNeeded()
      weakLogin = login
    }

    #expect(
      weakLogin == nil,
      """
      The login screen is still alive after everyone let go of it, so one of its fields \
      keeps it. A field holds its target weakly, but it keeps whatever its action \
      captures: look at how the username field's return is wired.
      """)
  }

  @Test("The screen moves the cursor itself, in any window, whoever the app delegate is")
  func screenDoesItsOwnJob() {
    let scene = BareScene()
    scene.login.usernameField.insertText("ana")

    scene.login.usernameField.pressReturn()

    #expect(
      scene.login.passwordField.isFirstResponder,
      """
      This login screen is on show in an app with no app delegate. Return in its username \
      field should still move the cursor to the password field, but the first responder \
      is \(name(of: scene.window.firstResponder)). Moving the focus is the screen's own \
      job: look for a return key wired by someone other than LoginViewController.
      """)
  }
}
