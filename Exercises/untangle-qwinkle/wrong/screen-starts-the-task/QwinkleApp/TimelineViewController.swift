import Foundation
import HeadlessKit
import QwinkleModel

/// Qwinkle's first screen: the public timeline, newest first. Pull it down
/// to refresh; tap + to write a new Qwink.
///
/// The controller is the go-between. It gives the table what to show from
/// the model (as its data source), redraws when the model changes (as its
/// observer), puts downloaded Qwinks into the model (as its service's
/// delegate), and opens the new-entry screen when + is tapped.
@MainActor
final class TimelineViewController: ViewController {
  /// Names the timeline's download session.
  static let sessionIdentifier = "com.qwinkle.timeline"

  /// The model, shared with the new-entry screen.
  let timeline: Timeline

  let navigationBar = NavigationBar(title: "Qwinkle")
  let addItem = BarButtonItem(title: "+")
  let refreshControl = RefreshControl()
  let tableView = TableView()

  /// Why the last refresh failed, or nil if it did not.
  private(set) var errorMessage: String?

  /// The screen's networking.
  private let service: QwinkleService

  /// Kept only to hand to the new-entry screen, for its own service.
  private let network: any DownloadNetwork

  init(timeline: Timeline, network: any DownloadNetwork) {
    self.timeline = timeline
    self.network = network
    service = QwinkleService(network: network, sessionIdentifier: Self.sessionIdentifier)
    super.init()
    title = "Qwinkle"
    service.delegate = self
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
    tableView.dataSource = self
    timeline.addObserver(self)
    tableView.reloadData()
  }

  /// The timeline loads when the screen first shows.
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    refreshTimeline()
  }

  /// Shows the spinner and downloads the timeline, unless a refresh is
  /// already under way. The app delegate calls it when the app comes back.
  func refreshTimeline() {
    guard !refreshControl.isRefreshing else { return }
    refreshControl.beginRefreshing()
    startDownload()
  }

  /// The refresh control's action: the user pulled the timeline down.
  func refresh(_ sender: RefreshControl) {
    startDownload()
  }

  /// The service keeps the session and parses what comes back; the screen
  /// only says what to fetch.
  private func startDownload() {
    service.connect()
    service.session?.downloadTask(with: QwinkleService.timelineURL).resume()
  }

  /// The + item's action: opens the new-entry screen on the same model, in
  /// a window of its own (the kit has no modal presentation).
  func add(_ sender: BarButtonItem) {
    guard let application = view.window?.application else { return }
    let entry = NewEntryViewController(timeline: timeline, network: network)
    let window = Window()
    window.rootViewController = entry
    window.makeKeyAndVisible(in: application)
  }
}

// MARK: - TableViewDataSource

/// Model to view: one row per Qwink, author first.
extension TimelineViewController: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    timeline.qwinks.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    guard timeline.qwinks.indices.contains(indexPath.row) else { return TableViewCell() }
    let qwink = timeline.qwinks[indexPath.row]
    return TableViewCell(text: qwink.author, detailText: qwink.text)
  }
}

// MARK: - TimelineObserver

/// The model changed, whoever changed it: the table asks again.
extension TimelineViewController: TimelineObserver {
  func timelineDidChange(_ timeline: Timeline) {
    tableView.reloadData()
  }
}

// MARK: - QwinkleServiceDelegate

/// Network to model: the downloaded Qwinks replace the timeline's, and the
/// model tells the table (through the observer above).
extension TimelineViewController: QwinkleServiceDelegate {
  func qwinkleService(_ service: QwinkleService, didDownload qwinks: [Qwink]) {
    errorMessage = nil
    timeline.replaceQwinks(with: qwinks)
    refreshControl.endRefreshing()
  }

  func qwinkleService(_ service: QwinkleService, didFailWith error: any Error) {
    errorMessage = String(describing: error)
    refreshControl.endRefreshing()
  }
}
