import HeadlessKit
import RecoveryBus
import RecoveryWork

/// The video feed: pull to refresh, one label per video. It sends a
/// `FeedCommand` and shows what comes back. Logins and lost connections are
/// the listeners' business: by the time this screen hears, there is nothing
/// left to try.
@MainActor
final class FeedViewController: ViewController {
  let refreshControl = RefreshControl()
  let statusLabel = Label(text: "Pull to refresh")
  let videosView = View()

  private(set) var videos: [Video] = []

  private let bus: CommandBus

  init(bus: CommandBus) {
    self.bus = bus
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(refreshControl)
    view.addSubview(statusLabel)
    view.addSubview(videosView)
    refreshControl.addTarget(self, action: FeedViewController.refresh, for: .valueChanged)
  }

  func refresh(_ sender: RefreshControl) {
    statusLabel.text = "Refreshing..."
    bus.send(FeedCommand()) { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let videos):
        show(videos)
      case .failure:
        // Failures are the listeners' business now.
        break
      }
    }
  }

  private func show(_ videos: [Video]) {
    refreshControl.endRefreshing()
    self.videos = videos
    statusLabel.text = "\(videos.count) videos"
    for label in videosView.subviews { label.removeFromSuperview() }
    for video in videos { videosView.addSubview(Label(text: video.title)) }
  }
}
