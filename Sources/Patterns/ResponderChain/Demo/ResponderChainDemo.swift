import HeadlessKit

/// Runs the login app and records an action's trip up the responder chain:
/// return in the password field sends `.logIn` with no target; the trace
/// shows every link asked, from the focused field through the form, the
/// screen, the window, the application and the app delegate, to the
/// `LoginResponder` that takes it. Then a shake travels the same way. Last,
/// a login screen that is not in a window sends the same action: its chain
/// stops at its controller, nobody handles it, and the false result is what
/// lets the screen say so.
///
/// Every line comes from the code as it runs: the application reports each
/// link through its `actionRouteLog`, the screen and the fake authenticator
/// through their `log` hooks, and the severed chain is printed by
/// `responderChainDescription`.
@MainActor
public enum ResponderChainDemo {
  public static func run() -> Trace {
    let trace = Trace()
    let setup = LoginDemoSetup(tracingInto: trace)
    setup.application.actionRouteLog = { responder, handled in
      trace.record(responder.summary, handled ? "logIn? yes: takes it" : "logIn? no")
    }
    let login = setup.appDelegate.loginViewController
    login.log = { trace.record("LoginViewController", $0) }

    trace.note("The user types a name in Username and presses return.")
    login.usernameField.insertText("ana")
    login.usernameField.pressReturn()

    trace.note("Then a password, and return. The screen does not log in: it sends")
    trace.note(".logIn with no target, and each link is asked in turn.")
    login.passwordField.insertText("sesame")
    login.passwordField.pressReturn()

    trace.note("The server answers; the responder tells the form.")
    setup.authenticator.succeed(as: "ana")
    trace.screen("The login screen:", setup.appDelegate.window)

    trace.note("A shake starts at the focused field and goes up the same chain.")
    setup.application.shake()

    trace.note("A second login screen, not in a window yet. Its password field's")
    trace.note("chain stops at its controller: no window, app or LoginResponder.")
    let offscreen = LoginViewController()
    offscreen.loadViewIfNeeded()
    offscreen.log = { trace.record("LoginViewController", $0) }
    for line in offscreen.passwordField.responderChainDescription.split(separator: "\n") {
      trace.note("    " + line)
    }
    trace.note("It sends the same action, which nobody handles:")
    offscreen.passwordField.insertText("sesame")
    offscreen.passwordField.pressReturn()
    return trace
  }
}
