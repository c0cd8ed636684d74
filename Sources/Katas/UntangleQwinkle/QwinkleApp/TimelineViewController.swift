import Foundation
import HeadlessKit
import QwinkleModel

/// Qwinkle's first screen: the public timeline, newest first. Pull it down
/// to refresh; tap + to write a new Qwink.
@MainActor
final class TimelineViewController: ViewController, DownloadSessionDelegate {
  /// Names the timeline's download session.
  static let sessionIdentifier = "com.qwinkle.timeline"

  /// The app's model. Not used yet: the posts live in the table.
  let timeline: Timeline

  let navigationBar = NavigationBar(title: "Qwinkle")
  let addItem = BarButtonItem(title: "+")
  let refreshControl = RefreshControl()
  let tableView = TimelineTableView()

  /// Why the last refresh failed, or nil if it did not.
  private(set) var errorMessage: String?

  private let network: any DownloadNetwork
  private var session: DownloadSession?
  private var downloadedFile: URL?

  init(timeline: Timeline, network: any DownloadNetwork) {
    self.timeline = timeline
    self.network = network
    super.init()
    title = "Qwinkle"
    addItem.setTarget(self, action: TimelineViewController.add)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationBar.frame = Rect(x: 0, y: 0, width: 320, height: 44)
    navigationBar.rightBarButtonItem = addItem
    tableView.frame = Rect(x: 0, y: 44, width: 320, height: 436)
    view.addSubview(navigationBar)
    view.addSubview(refreshControl)
    view.addSubview(tableView)
    refreshControl.addTarget(self, action: TimelineViewController.refresh, for: .valueChanged)
    tableView.reloadData()
  }

  /// The refresh control's action: the user pulled the timeline down.
  func refresh(_ sender: RefreshControl) {
    if session == nil {
      session = network.makeSession(
        configuration: .background(withIdentifier: Self.sessionIdentifier), delegate: self)
    }
    session?.downloadTask(with: QwinkleService.timelineURL).resume()
  }

  /// The + item's action: opens the new-entry screen in a window of its own
  /// (the kit has no modal presentation), telling it who we are so it can
  /// put the new post in our table.
  func add(_ sender: BarButtonItem) {
    guard let application = view.window?.application else { return }
    let entry = NewEntryViewController(timeline: timeline, network: network)
    entry.timelineViewController = self
    let window = Window()
    window.rootViewController = entry
    window.makeKeyAndVisible(in: application)
  }

  // MARK: DownloadSessionDelegate

  func downloadSession(
    _ session: DownloadSession, task: DownloadTask, didFinishDownloadingTo location: URL
  ) {
    downloadedFile = location
  }

  func downloadSession(
    _ session: DownloadSession, task: DownloadTask, didCompleteWithError error: (any Error)?
  ) {
    defer {
      downloadedFile = nil
      refreshControl.endRefreshing()
    }
    if let error {
      errorMessage = String(describing: error)
      return
    }
    guard let file = downloadedFile,
      let text = try? String(contentsOf: file, encoding: .utf8)
    else { return }
    errorMessage = nil
    tableView.posts = text.split(whereSeparator: \.isNewline).map(String.init)
    tableView.reloadData()
  }

  func downloadSessionDidFinishEvents(_ session: DownloadSession) {}
}
