import BusSupport
import HeadlessKit

/// Runs Clips, the example app, and records two flows.
///
/// 1. Login: the login screen builds a `LoginCommand` from its fields and
///    sends it; the bus routes it by type to the `LoginHandler`, runs it off
///    the main thread, and brings the parsed session back to the screen on
///    the main thread.
/// 2. An expired session: the feed screen sends a `FeedCommand`, the server
///    says 401, and the login listener (not the screen) takes the command,
///    asks for the login screen, and re-sends the command once the user has
///    logged in and the login screen is gone. The feed screen's code has
///    only the happy path; it hears about its command once, with videos.
///
/// Every line comes from the code as it runs: the bus's event log, the fake
/// transport's log, and the `log` hooks of the screens, the listener and
/// the app delegate. The scheduler is a `ManualScheduler`, run to the end
/// at each step, so the trace is the same on every run.
@MainActor
public enum CommandBusDemo {
  public static func run() -> Trace {
    let trace = Trace()
    let log = DemoLog()
    let transport = FakeTransport { log.record("FakeTransport", $0) }
    let scheduler = ManualScheduler()
    let appDelegate = AppDelegate(transport: transport, scheduler: scheduler) { event in
      if let line = demoLine(for: event) { log.record("CommandBus", line) }
    }
    let application = Application()
    application.delegate = appDelegate
    appDelegate.log = { log.record("AppDelegate", $0) }
    appDelegate.loginListener.log = { log.record("LoginNeededListener", $0) }
    let login = appDelegate.loginViewController
    let feed = appDelegate.feedViewController
    login.log = { log.record("LoginViewController", $0) }
    feed.log = { log.record("FeedViewController", $0) }
    func note(_ text: String) {
      log.flush(into: trace)
      trace.note(text)
    }

    note("Launch: the app delegate makes the bus and registers handlers.")
    application.finishLaunching()

    note("The user logs in. The screen builds a command holding the form's")
    note("contents, and sends it: no network, no parsing in the screen.")
    transport.script("/login", .respond(200, #"{"name":"ana","token":"t1"}"#))
    login.usernameField.insertText("ana")
    login.passwordField.insertText("sesame")
    login.loginButton.tap()
    note("The bus routed it by type and queued its work. The work runs:")
    scheduler.runUntilIdleBlockingMainThread()

    note("Later the server ends the session. The user pulls the feed down.")
    transport.script("/feed", .respond(401, ""), .respond(200, videosJSON))
    transport.script("/login", .respond(200, #"{"name":"ana","token":"t2"}"#))
    feed.refreshControl.pull()
    scheduler.runUntilIdleBlockingMainThread()

    note("The feed screen heard nothing: the listener holds its command.")
    note("The user logs in on the login screen the listener asked for.")
    login.passwordField.insertText("sesame")
    login.loginButton.tap()
    scheduler.runUntilIdleBlockingMainThread()
    log.flush(into: trace)
    trace.screen("The feed, from the command's second run:", appDelegate.window)
    return trace
  }

  /// The bus events worth a line in the demo: who took the command, where
  /// it ran, where it came back, and what the listeners did with it.
  nonisolated private static func demoLine(for event: CommandBusEvent) -> String? {
    switch event {
    case .routed, .started, .delivered, .redispatched: event.description
    case .unhandled, .child, .parked, .duplicate, .cancelled: nil
    }
  }

  nonisolated private static let videosJSON = """
    [{"id":1,"title":"Otters holding hands"},{"id":2,"title":"A cat meets a lemon"},\
    {"id":3,"title":"Bread, slowly"}]
    """
}
