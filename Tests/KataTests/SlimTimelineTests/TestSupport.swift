import Foundation
import HeadlessKit

@testable import TimelineApp
@testable import TimelineDownloads

/// A `DownloadServiceDelegate` that writes down every call it gets, so a test
/// can ask what the service said, how often and with what.
///
/// Its two methods are exactly the requirements the brief asks you to
/// declare in `DownloadServiceDelegate`. If the line below does not compile
/// ("does not conform"), compare each requirement you wrote with the
/// method here of the same name: every label and every type must match.
///
/// It can also write into a log the test keeps, which outlives the spy: that
/// is how a test sees whether a released delegate was called anyway.
@MainActor
final class SpyServiceDelegate: DownloadServiceDelegate {
  struct Finished {
    let url: URL
    let location: URL?
    let error: (any Error)?
    /// The downloaded file's text, read during the call.
    let contents: String?
  }

  private(set) var finished: [Finished] = []
  private(set) var finishedEvents: [String] = []
  private let log: CallLog?

  init(log: CallLog? = nil) {
    self.log = log
  }

  func downloadService(
    _ service: DownloadService, didFinishDownloading url: URL, to location: URL?,
    error: (any Error)?
  ) {
    let contents = location.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
    finished.append(Finished(url: url, location: location, error: error, contents: contents))
    log?.calls.append("didFinishDownloading")
  }

  func downloadService(
    _ service: DownloadService, didFinishEventsForSessionIdentifier identifier: String
  ) {
    finishedEvents.append(identifier)
    log?.calls.append("didFinishEvents")
  }
}

/// The calls a spy made, kept by the test.
@MainActor
final class CallLog {
  var calls: [String] = []
}

/// The `DownloadService`s that `owner` keeps in its stored properties,
/// whatever the properties are called.
@MainActor
func downloadServices(ownedBy owner: AnyObject) -> [DownloadService] {
  Mirror(reflecting: owner).children.compactMap { $0.value as? DownloadService }
}

/// The names of the stored properties of `owner` that hold a network or a
/// download session: the things a screen should leave to its DownloadService.
@MainActor
func transportProperties(of owner: AnyObject) -> [String] {
  Mirror(reflecting: owner).children.compactMap { child in
    let typeName = String(describing: type(of: child.value))
    let isTransport =
      child.value is any DownloadNetwork || child.value is DownloadSession
      || typeName.contains("DownloadNetwork") || typeName.contains("DownloadSession")
    return isTransport ? (child.label ?? "an unnamed property") : nil
  }
}

/// Whether `task` was started by code in the module that declares
/// DownloadService (the session records the file, module first, that
/// resumed each task), and not by a screen that reached the session.
@MainActor
func startsInTheServiceModule(_ task: DownloadTask) -> Bool {
  let module = String(reflecting: DownloadService.self).prefix { $0 != "." }
  return task.startedIn?.hasPrefix(module + "/") == true
}

/// Whether `object` is a DownloadService. (Takes any object so that the check
/// compiles, without warnings, before DownloadService is a session delegate.)
func isDownloadService(_ object: AnyObject?) -> Bool {
  object is DownloadService
}

/// `object` as a DownloadService, if it is one: used on a session's delegate,
/// to reach the service that session reports to.
func asDownloadService(_ object: AnyObject?) -> DownloadService? {
  object as? DownloadService
}

/// Whether the session last made on `network` reports to a DownloadService:
/// until it does, what a test of the service goes on to blame (what the
/// service keeps, what it tells its delegate) cannot have happened.
@MainActor
func lastSessionReportsToAService(on network: FakeDownloadNetwork) -> Bool {
  network.sessions.last.map { asDownloadService($0.delegate) != nil } ?? false
}

/// Said when a screen's session reports to the screen itself.
let sessionReportsToTheScreen = """
  The session reports to the screen itself, not to a DownloadService: see step 1.
  """

/// "once", "twice", "3 times", for messages.
func times(_ count: Int) -> String {
  count == 1 ? "once" : count == 2 ? "twice" : "\(count) times"
}

/// "1 download", "3 downloads": a count with its noun, for messages.
func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}

/// Qwinkle launched in an application of its own (not the shared one): the
/// app delegate and its screens, as the system would make them. Keep it
/// for as long as the test runs: an application holds its delegate weakly.
@MainActor
struct LaunchedQwinkle {
  let application = Application()
  let appDelegate: TimelineAppDelegate

  init(on network: FakeDownloadNetwork) {
    appDelegate = TimelineAppDelegate(network: network)
    application.delegate = appDelegate
    application.finishLaunching()
  }
}

/// Runs `body` while the shared application is running Qwinkle, launched,
/// with an app delegate of its own, as on a phone; then puts things back as
/// they were.
///
/// Code that digs the app delegate out of `Application.shared`, or sends an
/// action up the responder chain from a screen on show, finds this one.
/// `body` runs on the main actor without suspending, so no other test can
/// run in between and see it. The app downloads from `network`.
@MainActor
func whileTheAppRuns(
  on network: FakeDownloadNetwork = FakeDownloadNetwork(),
  _ body: (TimelineAppDelegate) throws -> Void
) rethrows {
  let application = Application.shared
  let previousDelegate = application.delegate
  let appDelegate = TimelineAppDelegate(network: network)
  application.delegate = appDelegate
  application.finishLaunching()
  defer {
    appDelegate.window.close()
    application.delegate = previousDelegate
  }
  try body(appDelegate)
}

/// Shows `controller` in a window of its own in the shared application, for
/// as long as `body` runs, so its responder chain ends at the running app.
@MainActor
func whileOnShow(_ controller: ViewController, _ body: () throws -> Void) rethrows {
  let window = Window()
  window.rootViewController = controller
  window.makeKeyAndVisible(in: .shared)
  defer { window.close() }
  try body()
}

/// The name of `object`'s class, or "nobody".
func className(of object: AnyObject?) -> String {
  object.map { String(describing: type(of: $0)) } ?? "nobody"
}

/// A timeline screen with its view loaded, so its refresh control is wired.
@MainActor
func makeTimeline(network: FakeDownloadNetwork) -> TimelineViewController {
  let controller = TimelineViewController(network: network)
  _ = controller.view
  return controller
}

/// A private messages screen with its view loaded.
@MainActor
func makeMessages(network: FakeDownloadNetwork) -> PrivateMessagesViewController {
  let controller = PrivateMessagesViewController(network: network)
  _ = controller.view
  return controller
}

/// Where bare-service tests download from.
let exampleURL = URL(fileURLWithPath: "/qwinkle/example.txt")
