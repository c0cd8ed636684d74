import BusSupport
import Foundation
import HeadlessKit

@testable import ClipsBus
@testable import ClipsScreens
@testable import ClipsWork

/// work-out-of-controller: the user logs in, then refreshes the feed; each
/// time the work runs off the main actor and the server answers. A witness
/// on the bus says which commands went through it. As shipped, both screens
/// talk to the server themselves, and the bus carries nothing.
extension Story {
  static func tell(_ story: StoryTeller) async {
    let transport = FakeTransport()
    transport.script("/login", .respond(200, #"{"name": "Ana", "token": "t-1"}"#))
    transport.script(
      "/feed", .respond(200, #"[{"id": 1, "title": "Cats"}, {"id": 2, "title": "Trains"}]"#))
    let scheduler = ManualScheduler()
    let bus = CommandBus(scheduler: scheduler)
    let witness = BusWitness()
    bus.register(witness)  // First, so the bus asks it about every command.
    let application = Application()
    story.note("The app launches with the login screen.")
    let appDelegate = AppDelegate(transport: transport, scheduler: scheduler, bus: bus)
    application.delegate = appDelegate
    application.finishLaunching()
    let login = appDelegate.loginViewController

    story.note("The user types \"ana\" and a password, and taps Log in.")
    login.usernameField.insertText("ana")
    login.passwordField.insertText("sesame")
    login.loginButton.tap()
    await runTheWork(scheduler, transport, witness, story)
    story.screen("The login screen:", appDelegate.window)
    expectCommand("LoginCommand", to: "/login", from: "login", witness, transport, story)
    story.expect(
      login.messageLabel.text == "Welcome, Ana!",
      fine: "The screen says \"Welcome, Ana!\".",
      wrong: "The screen says \"\(login.messageLabel.text)\", not \"Welcome, Ana!\".")

    story.note("The user opens the feed and pulls it down.")
    let feed = appDelegate.feedViewController
    appDelegate.window.rootViewController = feed
    feed.refreshControl.pull()
    await runTheWork(scheduler, transport, witness, story)
    expectCommand("FeedCommand", to: "/feed", from: "feed", witness, transport, story)
    story.expect(
      feed.videos.count == 2 && !feed.refreshControl.isRefreshing,
      fine: "The feed shows its two videos, and the spinner stopped.",
      wrong: "The feed does not show its two videos: it says \"\(feed.statusLabel.text)\".")
  }

  /// Runs the work waiting off the main actor and the deliveries back on
  /// it, saying what there was to run and what reached the server.
  private static func runTheWork(
    _ scheduler: ManualScheduler, _ transport: FakeTransport, _ witness: BusWitness,
    _ story: StoryTeller
  ) async {
    let waiting = scheduler.pendingWorkCount
    story.record("scheduler", "has \(waiting) piece\(waiting == 1 ? "" : "s") of work to run")
    let sent = transport.requests.count
    await scheduler.runUntilIdle()
    for command in witness.takeAsked() {
      story.record("CommandBus", "looks for the handler of \(command)")
    }
    for request in transport.requests.dropFirst(sent) {
      story.record("transport", "\(request)")
    }
  }

  /// Says whether `command` went through the bus, or the screen did the
  /// work itself (sending to `path`), or nothing happened at all.
  private static func expectCommand(
    _ command: String, to path: String, from screen: String, _ witness: BusWitness,
    _ transport: FakeTransport, _ story: StoryTeller
  ) {
    story.expect(
      witness.everAsked.contains(command),
      fine: "The \(screen) screen sent a \(command); the bus found who does the work.",
      wrong: transport.requestCount(for: path) == 0
        ? "Nothing reached the server: no command went through the bus to a handler."
        : "The \(screen) screen talked to the server itself: no command went "
          + "through the bus.")
  }
}

/// A handler that takes no command, registered first so the bus asks it
/// about every one: it writes down what the bus routes. The bus may ask
/// from any thread, so what it writes is kept behind a lock.
private struct BusWitness: CommandHandler {
  private let asked = Locked<(new: [String], all: Set<String>)>(([], []))

  func canHandle(_ command: any Command) -> Bool {
    let name = String(describing: type(of: command))
    asked.withLock {
      $0.new.append(name)
      $0.all.insert(name)
    }
    return false
  }

  func execute(_ command: any Command, bus: CommandBus) async throws -> any Sendable {
    throw CommandBusError.noHandler(command: String(describing: type(of: command)))
  }

  /// The commands asked about since the last call.
  func takeAsked() -> [String] {
    asked.withLock { state in
      defer { state.new = [] }
      return state.new
    }
  }

  /// Every command ever asked about.
  var everAsked: Set<String> { asked.withLock { $0.all } }
}
