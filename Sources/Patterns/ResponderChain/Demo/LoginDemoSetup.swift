import HeadlessKit

/// The login app launched as both responder-chain demos run it: an
/// application whose delegate shows the login screen and ends the chain,
/// and a fake authenticator that answers only when the demo says so and
/// tells the trace what it does. The classic demo and the environment demo
/// share it, so they start from the same app.
@MainActor
struct LoginDemoSetup {
  let application = Application()
  let authenticator = FakeAuthenticator()
  let appDelegate: AppDelegate

  init(tracingInto trace: Trace) {
    authenticator.log = { trace.record("FakeAuthenticator", $0) }
    appDelegate = AppDelegate(authenticator: authenticator)
    application.delegate = appDelegate
    application.finishLaunching()
  }
}
