import Foundation
import HeadlessKit
import SessionKit

@testable import TimelineApp
@testable import TimelineDownloads

/// Drives Qwinkle through a session: compiled once against the learner's
/// modules and once against the app as it should be, so both are driven by
/// this very code.
///
/// Nothing is drained after a core action: the brief says a screen shows
/// how its download went at once, so what a user sees is read right after
/// the action, without giving the main actor a turn. Only the extra step's
/// calls are given turns to run (see `TimelineDriver+Downloader.swift`).
@MainActor
public final class SessionDriver: SessionApp {
  public typealias Action = TimelineAction

  /// One copy of the app, while it runs: the system keeps the application
  /// and its delegate alive, as the driver does here.
  struct Copy {
    let application: Application
    let appDelegate: TimelineAppDelegate
  }

  /// A time the system woke an app, and how often the handler it handed
  /// over has run since.
  final class Wake {
    let app: Int
    let identifier: String
    var runs = 0

    init(app: Int, identifier: String) {
      self.app = app
      self.identifier = identifier
    }
  }

  /// A call to the extra step's download(), and how it ended.
  final class Call {
    var ending: String?
    var task: Task<Void, Never>?
  }

  /// Whom the toolkit counts this copy's views and screens for.
  let owner: String
  /// Each copy of the app; nil once it was quit.
  var apps: [Copy?] = []
  /// Each copy's network, kept after the app goes: the server still answers.
  var networks: [FakeDownloadNetwork] = []
  /// The downloads each network was asked for, in the order they were sent.
  var sent: [[DownloadTask]] = []
  /// Windows opened beside the first app's own (window 2, 3...), weakly.
  var windows: [(window: Weak<Window>, screen: Weak<ViewController>)] = []
  var wakes: [Wake] = []
  /// The extra step's downloader, made at the first call, and its network.
  var downloader: (AsyncDownloader, FakeDownloadNetwork)?
  var calls: [Call] = []

  public init() {
    owner = AppOwner.next("timeline")
  }

  public func perform(_ action: TimelineAction) async {
    await LiveObjects.attribute(to: owner) {
      launchFirstApp()
      if !performDownloaderAction(action) { performAppAction(action) }
      noteDownloadsSent()
    }
    if action.isDownloaderAction { await letCallsRun() }
  }

  private func performAppAction(_ action: TimelineAction) {
    switch action {
    case .pull(let app): pull(self.app(app)?.appDelegate.window.rootViewController)
    case .show(let screen, let app):
      guard let copy = self.app(app) else { return }
      copy.appDelegate.window.rootViewController =
        screen == .timeline
        ? copy.appDelegate.timelineViewController : copy.appDelegate.privateMessagesViewController
    case .openWindow(let screen): openWindow(screen)
    case .pullWindow(let number): pull(window(number)?.rootViewController)
    case .closeWindow(let number): window(number)?.close()
    case .launchSecondApp: if apps.count == 1 { launch(2) }
    case .quit(let app): if apps.indices.contains(app - 1) { apps[app - 1] = nil }
    case .background(let app): self.app(app)?.application.enterBackground()
    case .foreground(let app): self.app(app)?.application.enterForeground()
    case .wake(let app, let session): wake(app, for: identifier(of: session))
    case .finishEvents(let app, let screen):
      network(app)?.finishEvents(forSessionIdentifier: identifier(of: screen))
    case .answer(let app, let screen, let body):
      guard let task = waiting(app, url(of: screen)).first else { return }
      network(app)?.completeDownload(task, with: body)
    case .answerNewest(let app, let screen, let body):
      guard let task = waiting(app, url(of: screen)).last else { return }
      network(app)?.completeDownload(task, with: body)
    case .fail(let app, let screen, let failure):
      guard let task = waiting(app, url(of: screen)).first else { return }
      network(app)?.failDownload(task, with: error(for: failure))
    case .failAfterFile(let app, let screen):
      guard let task = waiting(app, url(of: screen)).first else { return }
      network(app)?.failDownload(task, afterWriting: "ana: half a post", with: error(for: .offline))
    default: return
    }
  }

  // MARK: Apps, windows, screens

  /// The app is running when a session starts.
  func launchFirstApp() {
    if apps.isEmpty { launch(1) }
  }

  /// Launches copy `number` of the app, on the network it had if it ran
  /// before: the system keeps a background session's downloads while the
  /// app is not running.
  private func launch(_ number: Int) {
    while networks.count < number {
      networks.append(FakeDownloadNetwork())
      sent.append([])
      apps.append(nil)
    }
    let appDelegate = TimelineAppDelegate(network: networks[number - 1])
    let application = Application()
    application.delegate = appDelegate
    application.finishLaunching()
    apps[number - 1] = Copy(application: application, appDelegate: appDelegate)
  }

  private func app(_ number: Int) -> Copy? {
    apps.indices.contains(number - 1) ? apps[number - 1] : nil
  }

  private func network(_ app: Int) -> FakeDownloadNetwork? {
    networks.indices.contains(app - 1) ? networks[app - 1] : nil
  }

  private func openWindow(_ screen: TimelineScreen) {
    guard let copy = app(1) else { return }
    let controller: ViewController =
      screen == .timeline
      ? TimelineViewController(network: networks[0])
      : PrivateMessagesViewController(network: networks[0])
    let window = Window()
    window.rootViewController = controller
    window.makeKeyAndVisible(in: copy.application)
    windows.append((Weak(window), Weak(controller)))
  }

  /// Window `number` (from 2), while it is open.
  func window(_ number: Int) -> Window? {
    guard windows.indices.contains(number - 2), let window = windows[number - 2].window.object,
      window.isKeyWindow
    else { return nil }
    return window
  }

  private func pull(_ screen: ViewController?) {
    switch screen {
    case let timeline as TimelineViewController: timeline.refreshControl.pull()
    case let messages as PrivateMessagesViewController: messages.refreshControl.pull()
    default: return
    }
  }

  // MARK: The system and the server

  /// Wakes copy `app`, launching it first if it is not running, as the
  /// system does for a background session.
  private func wake(_ app: Int, for identifier: String) {
    if self.app(app) == nil { launch(app) }
    guard let copy = self.app(app) else { return }
    let wake = Wake(app: app, identifier: identifier)
    wakes.append(wake)
    copy.application.handleEventsForBackgroundSession(identifier: identifier) { wake.runs += 1 }
  }

  private func identifier(of session: TimelineSession) -> String {
    switch session {
    case .timeline: return identifier(of: TimelineScreen.timeline)
    case .messages: return identifier(of: TimelineScreen.messages)
    default: return session.rawValue
    }
  }

  private func identifier(of screen: TimelineScreen) -> String {
    screen == .timeline
      ? TimelineViewController.sessionIdentifier : PrivateMessagesViewController.sessionIdentifier
  }

  private func url(of screen: TimelineScreen) -> URL {
    screen == .timeline
      ? TimelineViewController.timelineURL : PrivateMessagesViewController.messagesURL
  }

  func error(for failure: TimelineFailure) -> any Error {
    failure == .offline
      ? FakeDownloadNetwork.Failure.offline : FakeDownloadNetwork.Failure(failure.rawValue)
  }

  /// The downloads of `url` an app sent that still wait, oldest first.
  private func waiting(_ app: Int, _ url: URL) -> [DownloadTask] {
    guard sent.indices.contains(app - 1) else { return [] }
    return sent[app - 1].filter { $0.originalURL == url && $0.state == .running }
  }

  /// Writes down the downloads started since the last action, in the order
  /// the network lists them.
  private func noteDownloadsSent() {
    for (index, network) in networks.enumerated() {
      let known = Set(sent[index].map(ObjectIdentifier.init))
      sent[index] += network.sessions.flatMap(\.tasks).filter {
        $0.startedIn != nil && !known.contains(ObjectIdentifier($0))
      }
    }
  }
}
