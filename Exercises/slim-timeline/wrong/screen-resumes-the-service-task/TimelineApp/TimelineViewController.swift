import Foundation
import HeadlessKit
import TimelineDownloads

/// Qwinkle's public timeline: pull down to refresh, one label per post.
///
/// The screen owns a `DownloadService` and is its delegate. It decides when
/// to download (when the user pulls) and what a finished download means;
/// how downloading works is the service's business.
@MainActor
final class TimelineViewController: ViewController {
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

  /// The screen's one link to the network.
  private let downloadService: DownloadService

  init(network: any DownloadNetwork) {
    downloadService = DownloadService(
      network: network, sessionIdentifier: Self.sessionIdentifier,
      url: Self.timelineURL)
    super.init()
    title = "Timeline"
    downloadService.delegate = self
    // Connect now, so a session that finished while the app was suspended
    // finds someone to report to.
    downloadService.connect()
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
    downloadService.makeTask()?.resume()
  }

  /// Reads the downloaded file (one post a line) and shows what is in it.
  private func showPosts(from file: URL) {
    do {
      let text = try String(contentsOf: file, encoding: .utf8)
      posts = text.split(whereSeparator: \.isNewline).map(String.init)
      errorMessage = nil
      statusLabel.text = posts.count == 1 ? "1 post" : "\(posts.count) posts"
      for label in postsView.subviews { label.removeFromSuperview() }
      for post in posts { postsView.addSubview(Label(text: post)) }
    } catch {
      show(error)
    }
  }

  private func show(_ error: any Error) {
    errorMessage = String(describing: error)
    statusLabel.text = "Could not refresh: \(String(describing: error))"
  }
}

// MARK: - DownloadServiceDelegate

extension TimelineViewController: DownloadServiceDelegate {
  func downloadService(
    _ service: DownloadService, didFinishDownloading url: URL,
    to location: URL?, error: (any Error)?
  ) {
    if let error {
      show(error)
    } else if let location {
      showPosts(from: location)
    }
    refreshControl.endRefreshing()
  }

  func downloadService(
    _ service: DownloadService,
    didFinishEventsForSessionIdentifier identifier: String
  ) {
    guard let completionHandler = backgroundEventsCompletionHandler else {
      return
    }
    backgroundEventsCompletionHandler = nil
    completionHandler()
  }
}
