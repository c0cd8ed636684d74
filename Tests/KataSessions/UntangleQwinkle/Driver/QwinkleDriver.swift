import Foundation
import HeadlessKit
import SessionKit

@testable import QwinkleApp
@testable import QwinkleModel

/// Drives Qwinkle through a session: compiled once against the learner's
/// modules and once against the app as it should be, so both are driven by
/// this very code. Every copy of the app runs on one fake network, the
/// server behind them, which answers only when an action says so.
@MainActor
public final class SessionDriver: SessionApp {
  public typealias Action = QwinkleAction

  /// The kinds of screen a user can tell apart, as the user names them.
  enum Kind: String, CaseIterable {
    case timeline
    case entry = "new Qwink"
    case account
  }

  /// A window the driver saw open, held weakly: the driver must not keep
  /// one alive, or the screen in it.
  struct Screen {
    let kind: Kind
    let window: Weak<Window>
  }

  /// A copy of the app: the application, and the delegate it holds only
  /// weakly.
  @MainActor
  struct App {
    let application: Application
    let delegate: AppDelegate
    /// The model its screens share.
    var model: Timeline { delegate.timelineViewController.timeline }
  }

  /// Whom the toolkit counts this copy's views and screens for.
  let owner: String
  /// The fake network, which the server answers through.
  var network: FakeDownloadNetwork { appNetwork.fake }
  /// What the apps are given: the fake, and bytes that are not text.
  let appNetwork = QwinkleNetwork()
  /// Each copy of the app; nil once it went away.
  var apps: [App?] = []
  /// Every window seen, in the order it opened.
  var screens: [Screen] = []
  /// Every request the apps started, in the order they started it: the
  /// server answers the oldest or the newest, whatever session it is in.
  var requests: [DownloadTask] = []

  public init() {
    owner = AppOwner.next("qwinkle")
  }

  public func perform(_ action: QwinkleAction) async {
    await LiveObjects.attribute(to: owner) {
      launchIfNeeded()
      act(action)
      settle()
    }
  }

  private func act(_ action: QwinkleAction) {
    switch action {
    case .pull(let number): timeline(number)?.refreshControl.pull()
    case .tapPlus(let number): timeline(number)?.addItem.tap()
    case .tapRow(let number): timeline(number)?.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    case .tapField: _ = frontEntry?.textField.becomeFirstResponder()
    case .pressReturn: frontEntry?.textField.pressReturn()
    case .type(let text): frontEntry?.textField.insertText(text)
    case .tapDone: frontEntry?.doneItem.tap()
    case .tapCancel: frontEntry?.cancelItem.tap()
    case .closeEntry: frontEntry?.view.window?.close()
    case .openSecondTimeline:
      guard let app = firstApp else { return }
      show(TimelineViewController(timeline: app.model, network: appNetwork), in: app)
    case .closeTimeline(let number): window(.timeline, number)?.close()
    case .signIn(let user): firstApp?.model.currentUser = user
    case .launchSecondApp: if apps.count < 2 { launch() }
    case .quit(let app): if apps.indices.contains(app - 1) { apps[app - 1] = nil }
    case .background: firstApp?.application.enterBackground()
    case .foreground: firstApp?.application.enterForeground()
    case .answerTimeline(let body, let newest):
      guard let task = waiting(QwinkleService.timelineURL, newest: newest) else { return }
      if let bytes = body.bytes {
        appNetwork.completeDownload(task, withBytes: bytes)
      } else {
        network.completeDownload(task, with: body.text)
      }
    case .failTimeline(let failure): fail(QwinkleService.timelineURL, failure)
    case .storePost(let newest):
      guard let task = waiting(QwinkleService.postURL, newest: newest) else { return }
      network.completeDownload(task, with: "stored")
    case .failPost(let failure): fail(QwinkleService.postURL, failure)
    case .wake(let ours): wake(ours)
    case .openAccount:
      guard let app = firstApp else { return }
      show(AccountViewController(timeline: app.model), in: app)
    case .closeAccount(let number): window(.account, number)?.close()
    }
  }

  // MARK: The apps

  /// The first copy of the app starts before the first action.
  func launchIfNeeded() {
    if apps.isEmpty {
      launch()
      settle()
    }
  }

  private func launch() {
    let application = Application()
    let delegate = AppDelegate(network: appNetwork)
    application.delegate = delegate
    apps.append(App(application: application, delegate: delegate))
    application.finishLaunching()
  }

  private func show(_ screen: ViewController, in app: App) {
    let window = Window()
    window.rootViewController = screen
    window.makeKeyAndVisible(in: app.application)
  }

  /// What runs between two actions: new windows noticed, new requests
  /// noted in order, and the update pass UIKit's run loop would make
  /// (`updatePropertiesIfNeeded()` on every account screen on view).
  func settle() {
    for app in apps.compactMap({ $0 }) {
      for window in app.application.windows
      where !screens.contains(where: { $0.window.object === window }) {
        guard let controller = window.rootViewController else { continue }
        let kind: Kind =
          controller is AccountViewController
          ? .account : controller is NewEntryViewController ? .entry : .timeline
        screens.append(Screen(kind: kind, window: Weak(window)))
      }
    }
    for task in network.runningTasks where !requests.contains(where: { $0 === task }) {
      requests.append(task)
    }
    for number in numbers(of: .account) {
      screen(.account, number, as: AccountViewController.self)?.updatePropertiesIfNeeded()
    }
  }

  // MARK: The server

  /// The oldest or the newest request for `url` still waiting.
  private func waiting(_ url: URL, newest: Bool) -> DownloadTask? {
    let waiting = requests.filter { $0.originalURL == url && $0.state == .running }
    return newest ? waiting.last : waiting.first
  }

  private func fail(_ url: URL, _ failure: QwinkleFailure) {
    guard let task = waiting(url, newest: false) else { return }
    let error = FakeDownloadNetwork.Failure(failure.message)
    if failure == .afterAnswer {
      network.failDownload(
        task, afterWriting: url == QwinkleService.postURL ? "stored" : QwinkleBody.two.text,
        with: error)
    } else {
      network.failDownload(task, with: error)
    }
  }

  /// The system wakes the first app for a session's events, and the
  /// session then says it has delivered them all.
  private func wake(_ ours: Bool) {
    guard let app = firstApp else { return }
    let identifier = ours ? TimelineViewController.sessionIdentifier : "com.example.other"
    app.application.handleEventsForBackgroundSession(identifier: identifier) {}
    network.finishEvents(forSessionIdentifier: identifier)
  }

  // MARK: Screens

  /// The screens of `kind`, numbered from 1 in the order they opened.
  func numbers(of kind: Kind) -> ClosedRange<Int> {
    1...max(1, screens.filter { $0.kind == kind }.count)
  }

  /// Window `number` of `kind`, while it is open: shown, in an app that
  /// is still running.
  func window(_ kind: Kind, _ number: Int) -> Window? {
    let ofKind = screens.filter { $0.kind == kind }
    guard ofKind.indices.contains(number - 1), let window = ofKind[number - 1].window.object,
      window.application?.windows.contains(where: { $0 === window }) == true
    else { return nil }
    return window
  }

  /// The screen of window `number` of `kind`, while its window is open.
  func screen<Controller: ViewController>(_ kind: Kind, _ number: Int, as type: Controller.Type)
    -> Controller?
  {
    window(kind, number)?.rootViewController as? Controller
  }

  private var firstApp: App? { apps.first ?? nil }

  private func timeline(_ number: Int) -> TimelineViewController? {
    screen(.timeline, number, as: TimelineViewController.self)
  }

  /// The newest new-Qwink screen still open: the window in front.
  private var frontEntry: NewEntryViewController? {
    numbers(of: .entry).reversed().lazy.compactMap {
      self.screen(.entry, $0, as: NewEntryViewController.self)
    }.first
  }
}
