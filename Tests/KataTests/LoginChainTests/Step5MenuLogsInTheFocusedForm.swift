import HeadlessKit
import Testing

@testable import LoginApp
@testable import LoginResponders

@Suite("5. The Log In menu item logs in the focused form, and is off without one")
@MainActor
struct Step5 {
  /// The app launched, "ana" and "sesame" typed, and its Log In menu item.
  func appWithCredentials() -> (LoginScene, LogInCommand) {
    let scene = LoginScene()
    scene.login.usernameField.insertText("ana")
    scene.login.passwordField.insertText("sesame")
    return (scene, LogInCommand(window: scene.appDelegate.window))
  }

  @Test("Log In acts on the focus when it is chosen, not when the menu was last looked at")
  func focusWhenChosen() {
    let (scene, command) = appWithCredentials()
    let window = scene.appDelegate.window
    let sheet = LoginViewController()
    window.addSubview(sheet.view)
    sheet.usernameField.insertText("bea")
    sheet.passwordField.insertText("open")

    let onForScreen = command.isEnabled
    sheet.passwordField.becomeFirstResponder()
    let toSheet = command.perform()
    let onForSheet = command.isEnabled
    sheet.passwordField.resignFirstResponder()
    let withNothing = command.perform()

    let asked = scene.authenticator.requests.map { "\($0.username)/\($0.password)" }
    #expect(
      onForScreen && onForSheet && toSheet && !withNothing && asked == ["bea/open"],
      """
      The menu was looked at (Log In \(onForScreen ? "on" : "off")) with the focus in the \
      login screen, then the focus moved to a sheet's form before Log In was chosen; then \
      the menu was looked at again, and the focus left every form before Log In was \
      chosen again. The first \
      choice should log in the sheet's form and the second do nothing, but the \
      authenticator got \(asked) (perform() returned \(toSheet), then \(withNothing)). \
      \(onForScreen && onForSheet && !toSheet && asked.isEmpty
        ? "Log In was on, and nobody took its .logIn: look at what perform() sends, and "
          + "from whom."
        : "The focus can move between looking at a menu and choosing from it: look at "
          + "when Log In finds its form.")
      """)
  }

  @Test("With the focus in a field of no login form, Log In is off and does nothing")
  func offWithFocusOutsideAForm() {
    let (scene, command) = appWithCredentials()
    let search = TextField(placeholder: "Search")
    scene.appDelegate.window.addSubview(search)
    search.becomeFirstResponder()

    let enabled = command.isEnabled
    let handled = command.perform()

    #expect(
      search.isFirstResponder && !enabled && !handled
        && scene.authenticator.requests.isEmpty,
      """
      The focus is in a search field that belongs to no login form, so no form is \
      focused: Log In should be off, and choosing it should do nothing and return \
      false. It was \(enabled ? "on" : "off"), perform() returned \(handled), and the \
      authenticator was asked \(times(scene.authenticator.requests.count)). Something \
      having the focus is not a form having it: look at what decides whether Log In \
      is on.
      """)
  }

  @Test("Log In sends .logIn up the chain from the form, and reports who took it")
  func sendsUpTheChain() {
    let spy = SpyScene()
    spy.login.passwordField.becomeFirstResponder()
    let handled = LogInCommand(window: spy.window).perform()

    #expect(
      handled && spy.appDelegate.senders.count == 1
        && (spy.appDelegate.senders.first ?? nil) === spy.login,
      """
      In an app whose delegate handles .logIn, Log In should send the action up the chain \
      from the focused form, so the delegate gets it with the screen as sender; it got it \
      \(times(spy.appDelegate.senders.count)) and perform() returned \(handled). Look at \
      how perform() reaches whoever logs in.
      """)

    let bare = BareScene()
    bare.login.passwordField.becomeFirstResponder()
    let taken = LogInCommand(window: bare.window).perform()
    #expect(
      !taken,
      """
      In an app with nobody to log in, the .logIn from Log In reaches no one, so \
      perform() should return false, but it returned true. Look at what perform() \
      reports, and where that comes from.
      """)
  }

  @Test("A form whose field sits six views down is found from the focus, and logged in")
  func deepFocusedForm() {
    let scene = LoginScene()
    let command = LogInCommand(window: scene.appDelegate.window)
    let deep = DeepForm()
    scene.appDelegate.window.addSubview(deep.view)
    let findsTheScreen = scene.appDelegate.window.focusedLoginForm != nil
    deep.passwordField.becomeFirstResponder()

    let enabled = command.isEnabled
    let handled = command.perform()
    scene.authenticator.succeed(as: "Cy")

    let asked = scene.authenticator.requests.map { "\($0.username)/\($0.password)" }
    let lookAt =
      enabled && !handled
      ? "Log In found a form, and nobody took its .logIn: look at what perform() sends, and "
        + "from whom."
      : findsTheScreen
        ? "Look at how far up from the focus the window looks for a form."
        : "The window finds no form even with the focus in the login screen: see the first "
          + "test of this step."
    #expect(
      enabled && handled && asked == ["cy/deep"] && deep.answers == ["Welcome, Cy!"],
      """
      A sheet's password field sits six views down from the sheet, which is a login form, \
      and has the focus. Log In should be on, and log that form in; it was \
      \(enabled ? "on" : "off"), perform() returned \(handled), the authenticator got \
      \(asked) and the sheet was told \(deep.answers). \(lookAt)
      """)
  }
}
