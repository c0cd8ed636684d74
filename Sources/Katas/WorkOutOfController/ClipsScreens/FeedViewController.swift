import ClipsBus
import ClipsWork
import Foundation
import HeadlessKit

/// The video feed: pull to refresh, one label per video.
@MainActor
final class FeedViewController: ViewController {
  let refreshControl = RefreshControl()
  let statusLabel = Label(text: "Pull to refresh")
  let videosView = View()

  private(set) var videos: [Video] = []

  /// For the day this screen sends commands; unused so far.
  private let bus: CommandBus
  // Until then the screen talks to the server itself, with these. Without
  // them it cannot reach the server at all.
  private let transport: (any Transport)?
  private let scheduler: (any CommandScheduler)?

  init(
    bus: CommandBus, transport: (any Transport)? = nil,
    scheduler: (any CommandScheduler)? = nil
  ) {
    self.bus = bus
    self.transport = transport
    self.scheduler = scheduler
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
    let request = NetworkRequest(path: "/feed")
    guard let transport, let scheduler else {
      refreshControl.endRefreshing()
      statusLabel.text = "Could not refresh: \(NetworkError.offline)"
      return
    }
    scheduler.schedule {
      // The network is flaky: try up to three times before giving up.
      var response: NetworkResponse?
      for _ in 1...3 where response == nil {
        response = try? await transport.send(request)
      }
      let answer = response
      scheduler.deliver { [weak self] in
        guard let self else { return }
        refreshControl.endRefreshing()
        guard let answer else {
          statusLabel.text = "Could not refresh: \(NetworkError.offline)"
          return
        }
        guard answer.status == 200,
          let videos = try? JSONDecoder().decode([Video].self, from: answer.body)
        else {
          statusLabel.text = "Could not refresh: \(NetworkError.unreadable)"
          return
        }
        self.videos = videos
        statusLabel.text = "\(videos.count) videos"
        for label in videosView.subviews { label.removeFromSuperview() }
        for video in videos { videosView.addSubview(Label(text: video.title)) }
      }
    }
  }
}
