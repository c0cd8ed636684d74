import HeadlessKit

/// The login app once more, with values flowing down beside actions flowing
/// up.
///
/// 1. The app delegate sets the login server; a field deep in the form
///    reads it, since the read walks the same chain an action does.
/// 2. A work-account sheet sets another server for what it holds: its
///    form reads the nearer value, the app's form still the app's.
/// 3. A screen in no window reads the default: what the app set never
///    reaches it, as an action from there reaches no one.
/// 4. A "Log In" menu command asks the window for the focused form (a
///    focused value) and sends `.logIn` from it: the focused chain decides
///    which form, the responder chain who logs in. With no focus, the
///    command is off.
@MainActor
public enum EnvironmentDemo {
  public static func run() -> Trace {
    let trace = Trace()
    let setup = LoginDemoSetup(tracingInto: trace)
    let window = setup.appDelegate.window
    let appForm = setup.appDelegate.loginViewController
    appForm.usernameField.insertText("ana")
    appForm.passwordField.insertText("sesame")

    trace.note("The app delegate sets the login server; the password field reads it:")
    read(from: appForm, "app's form", into: trace)

    trace.note("A work-account sheet sets its own server for the form inside it.")
    let sheet = EnvironmentView()
    sheet.environment[LoginServerKey.self] = "login.work.example"
    let workForm = LoginViewController()
    sheet.addSubview(workForm.view)
    window.addSubview(sheet)
    workForm.usernameField.insertText("bea")
    workForm.passwordField.insertText("open")
    read(from: workForm, "sheet's form", into: trace)
    read(from: appForm, "app's form", into: trace)

    trace.note("A form in no window: the chain, and the read, stop at its screen.")
    let offscreen = LoginViewController()
    offscreen.loadViewIfNeeded()
    read(from: offscreen, "offscreen form", into: trace)

    trace.note("Log In in the menu (a command outside every view) asks the window")
    trace.note("for the focused form, then sends .logIn from it up the chain.")
    setup.application.actionRouteLog = { responder, handled in
      if handled { trace.record(responder.summary, "takes .logIn") }
    }
    workForm.passwordField.becomeFirstResponder()
    logInFromMenu(window, into: trace)
    appForm.usernameField.becomeFirstResponder()
    logInFromMenu(window, into: trace)
    trace.note("Nothing has the focus: the command finds no form and is off.")
    _ = window.firstResponder?.resignFirstResponder()
    logInFromMenu(window, into: trace)
    return trace
  }

  private static func read(from form: LoginViewController, _ name: String, into trace: Trace) {
    let server = form.passwordField.environment(LoginServerKey.self)
    trace.record(name, "server: \(server)")
  }

  private static func logInFromMenu(_ window: Window, into trace: Trace) {
    guard let form = window.focusedValue(FocusedLoginFormKey.self) else {
      trace.record("Log In menu", "disabled: no focused form")
      return
    }
    trace.record("Log In menu", "focused form: \(form.username)")
    window.application?.sendAction(.logIn, to: nil, from: form)
  }
}

// MARK: - The demo's values

/// The server a login screen talks to: a value set once at the top, for
/// every screen, and overridden nearer for one part of the tree.
enum LoginServerKey: EnvironmentKey {
  static var defaultValue: String { "nowhere (no app above)" }
}

/// The login form that has the focus, for a menu command to act on.
enum FocusedLoginFormKey: FocusedValueKey {
  typealias Value = any LoginForm
}

/// The app delegate ends every chain, so what it sets, every view reads.
extension AppDelegate: EnvironmentProviding {
  var environment: EnvironmentValues {
    var values = EnvironmentValues()
    values[LoginServerKey.self] = "accounts.example.com"
    return values
  }
}

/// A login screen publishes itself while one of its fields has the focus.
extension LoginViewController: FocusedValuePublishing {
  var focusedValues: FocusedValues {
    var values = FocusedValues()
    values[FocusedLoginFormKey.self] = self
    return values
  }
}
