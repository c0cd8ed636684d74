import ClipsBus
import ClipsWork
import HeadlessKit

/// The video feed: pull to refresh, one label per video. It sends a
/// `FeedCommand` and shows the videos that come back, already parsed.
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
      self?.show(result)
    }
  }

  private func show(_ result: Result<[Video], any Error>) {
    refreshControl.endRefreshing()
    switch result {
    case .success(let videos):
      self.videos = videos
      statusLabel.text = "\(videos.count) videos"
      for label in videosView.subviews { label.removeFromSuperview() }
      for video in videos { videosView.addSubview(Label(text: video.title)) }
    case .failure(let error):
      statusLabel.text = "Could not refresh: \(error)"
    }
  }
}
