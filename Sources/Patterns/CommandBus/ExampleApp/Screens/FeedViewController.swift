import HeadlessKit

/// The video feed: pull to refresh, one label per video.
///
/// This is all the screen does about networking: build a `FeedCommand`,
/// send it, show what comes back. It never sees a status code, a token or
/// a "login needed": the bus's listeners deal with those, and the outcome
/// reaches this screen only when there is nothing left to try.
@MainActor
final class FeedViewController: ViewController {
  let refreshControl = RefreshControl()
  let statusLabel = Label(text: "Pull to refresh")
  let videosView = View(frame: Rect(x: 0, y: 60, width: 320, height: 420))

  private(set) var videos: [Video] = []

  /// Told, in a few words, what the screen just did. The demo prints it.
  var log: (@MainActor (String) -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Feed"
    view.addSubview(refreshControl)
    view.addSubview(statusLabel)
    view.addSubview(videosView)
    refreshControl.addTarget(self, action: FeedViewController.refresh, for: .valueChanged)
  }

  func refresh(_ sender: RefreshControl) {
    statusLabel.text = "Refreshing..."
    log?("sendCommand(FeedCommand())")
    sendCommand(FeedCommand()) { screen, result in
      screen.show(result)
    }
  }

  private func show(_ result: Result<[Video], any Error>) {
    refreshControl.endRefreshing()
    switch result {
    case .success(let videos):
      self.videos = videos
      statusLabel.text = videos.count == 1 ? "1 video" : "\(videos.count) videos"
      for label in videosView.subviews { label.removeFromSuperview() }
      for video in videos { videosView.addSubview(Label(text: video.title)) }
      log?("gets \(videos.count) videos, parsed: shows them")
    case .failure(let error):
      statusLabel.text = "Could not refresh: \(error)"
      log?("shows \"\(statusLabel.text)\"")
    }
  }
}
