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
      but it is \(name(of: scene.appDelegate.window.firstResponder)). \
      LoginViewController.viewDidAppear(_:) does this in the starter code: keep it.
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
      the first responder is \(name(of: scene.appDelegate.window.firstResponder)). In \
      LoginViewController.viewDidLoad, give the username field a target for \
      .editingDidEndOnExit, as the password field has, with an action method that moves \
      the focus to the password field.
      """)
    #expect(
      scene.appDelegate.window.firstResponder === scene.login.passwordField,
      """
      The window's first responder should now be the password field, and only it, but it \
      is \(name(of: scene.appDelegate.window.firstResponder)).
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
      keeps it: an action written as a closure that captures self (such as \
      { _ in self.usernameReturned }) does that. Give addTarget the method itself, \
      LoginViewController.usernameReturned: the field calls it on its target, which it \
      holds weakly.
      """)
  }
}
