import Foundation
import HeadlessKit

/// Qwinkle's public timeline: pull down to refresh, one label per post.
///
/// The screen owns a `DownloadService` and is its delegate. It decides when
/// to download (when the user pulls) and what a finished download means (read
/// the file, show the posts, stop the spinner). How downloading works is none
/// of its business: it holds no network and no session.
@MainActor
final class TimelineViewController: ViewController {
  /// Where the timeline comes from: one post a line. The fake network serves
  /// any URL, so a path is enough here; a real app would use an https URL.
  static let timelineURL = URL(fileURLWithPath: "/qwinkle/timeline.txt")

  /// Names this screen's background session.
  static let sessionIdentifier = "com.qwinkle.timeline"

  let refreshControl = RefreshControl()
  let statusLabel = Label(text: "Pull to refresh")
  let postsView = View()

  /// The posts on screen, in the order the server sent them.
  private(set) var posts: [String] = []

  /// Why the last refresh failed, or nil if it did not.
  private(set) var errorMessage: String?

  /// Handed over by the app delegate when the system wakes the app for this
  /// screen's session; called, once, when the service says the session has
  /// delivered every event.
  var backgroundEventsCompletionHandler: (@MainActor () -> Void)?

  /// The screen's one link to the network. Not private, so that the tests
  /// and the demo (which listens in on the service) can reach it.
  let downloadService: DownloadService

  /// Told, in a few words, what the screen just did. The demo prints it; a
  /// real app leaves it nil.
  var log: (@MainActor (String) -> Void)?

  init(network: any DownloadNetwork) {
    downloadService = DownloadService(
      network: network, sessionIdentifier: Self.sessionIdentifier, url: Self.timelineURL)
    super.init()
    title = "Timeline"
    downloadService.delegate = self
    downloadService.connect()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(refreshControl)
    view.addSubview(statusLabel)
    view.addSubview(postsView)
    // The list sits below the spinner and the status line.
    postsView.frame = Rect(x: 0, y: 60, width: 320, height: 420)
    refreshControl.addTarget(self, action: TimelineViewController.refresh, for: .valueChanged)
  }

  /// The refresh control's action: the user pulled the list down.
  func refresh(_ sender: RefreshControl) {
    log?("refresh(_:) -> DownloadService.start()")
    statusLabel.text = "Refreshing..."
    downloadService.start()
  }

  /// Reads the downloaded file (one post a line) and shows what is in it.
  private func showPosts(from file: URL) {
    do {
      let text = try String(contentsOf: file, encoding: .utf8)
      show(posts: text.split(whereSeparator: \.isNewline).map(String.init))
    } catch {
      show(error)
    }
  }

  private func show(posts newPosts: [String]) {
    posts = newPosts
    errorMessage = nil
    statusLabel.text = newPosts.count == 1 ? "1 post" : "\(newPosts.count) posts"
    for label in postsView.subviews { label.removeFromSuperview() }
    for post in newPosts { postsView.addSubview(Label(text: post)) }
    log?("shows \(newPosts.count) posts")
  }

  private func show(_ error: any Error) {
    errorMessage = String(describing: error)
    statusLabel.text = "Could not refresh: \(String(describing: error))"
    log?("shows the error")
  }
}

// MARK: - DownloadServiceDelegate

extension TimelineViewController: DownloadServiceDelegate {
  func downloadService(
    _ service: DownloadService, didFinishDownloading url: URL, to location: URL?,
    error: (any Error)?
  ) {
    if let error {
      show(error)
    } else if let location {
      showPosts(from: location)
    }
    log?("-> RefreshControl.endRefreshing()")
    refreshControl.endRefreshing()
  }

  func downloadService(
    _ service: DownloadService, didFinishEventsForSessionIdentifier identifier: String
  ) {
    guard let completionHandler = backgroundEventsCompletionHandler else { return }
    backgroundEventsCompletionHandler = nil
    log?("calls the background completion handler")
    completionHandler()
  }
}
