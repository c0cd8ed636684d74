import Foundation
import HeadlessKit
import TimelineDownloads

/// Qwinkle's public timeline: pull down to refresh, one label per post.
@MainActor
final class TimelineViewController: ViewController, DownloadSessionDelegate {
  /// Where the timeline comes from: one post a line. The fake network serves
  /// any URL, so a path is enough here; a real app would use an https URL.
  static let timelineURL = URL(fileURLWithPath: "/qwinkle/timeline.txt")

  /// Names the timeline's background session, so the system can wake the app
  /// when a download finishes while the app is suspended.
  static let sessionIdentifier = "com.qwinkle.timeline"

  let refreshControl = RefreshControl()
  let statusLabel = Label(text: "Pull to refresh")
  let postsView = View()

  /// The posts on screen, in the order the server sent them.
  private(set) var posts: [String] = []

  /// Why the last refresh failed, or nil if it did not.
  private(set) var errorMessage: String?

  /// The system's "you may suspend the app again" callback for this screen's
  /// background session, once someone hands it over.
  var backgroundEventsCompletionHandler: (@MainActor () -> Void)?

  private let network: any DownloadNetwork
  private var session: DownloadSession?
  private var downloadedFile: URL?

  init(network: any DownloadNetwork) {
    self.network = network
    super.init()
    title = "Timeline"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(refreshControl)
    view.addSubview(statusLabel)
    view.addSubview(postsView)
    // The list sits below the spinner and the status line.
    postsView.frame = Rect(x: 0, y: 60, width: 320, height: 420)
    refreshControl.addTarget(
      self, action: TimelineViewController.refresh, for: .valueChanged)
  }

  /// The refresh control's action: the user pulled the list down.
  func refresh(_ sender: RefreshControl) {
    statusLabel.text = "Refreshing..."
    if session == nil {
      session = network.makeSession(
        configuration: .background(withIdentifier: Self.sessionIdentifier),
        delegate: self)
    }
    session?.downloadTask(with: Self.timelineURL).resume()
  }

  // MARK: DownloadSessionDelegate

  func downloadSession(
    _ session: DownloadSession, task: DownloadTask,
    didFinishDownloadingTo location: URL
  ) {
    downloadedFile = location
  }

  func downloadSession(
    _ session: DownloadSession, task: DownloadTask,
    didCompleteWithError error: (any Error)?
  ) {
    defer {
      downloadedFile = nil
      refreshControl.endRefreshing()
    }
    if let error {
      errorMessage = String(describing: error)
      statusLabel.text = "Could not refresh: \(String(describing: error))"
      return
    }
    guard let file = downloadedFile else { return }
    do {
      let text = try String(contentsOf: file, encoding: .utf8)
      posts = text.split(whereSeparator: \.isNewline).map(String.init)
      errorMessage = nil
      statusLabel.text = posts.count == 1 ? "1 post" : "\(posts.count) posts"
      for label in postsView.subviews { label.removeFromSuperview() }
      for post in posts { postsView.addSubview(Label(text: post)) }
    } catch {
      errorMessage = String(describing: error)
      statusLabel.text = "Could not refresh: \(String(describing: error))"
    }
  }

  func downloadSessionDidFinishEvents(_ session: DownloadSession) {
    // The app delegate keeps the system's completion handler; call it now
    // that the session has delivered everything.
    guard
      let appDelegate = Application.shared.delegate as? TimelineAppDelegate
    else { return }
    appDelegate.backgroundSessionCompletionHandler?()
    appDelegate.backgroundSessionCompletionHandler = nil
  }
}
