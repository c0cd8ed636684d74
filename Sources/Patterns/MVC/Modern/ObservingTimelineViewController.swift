import Foundation
import HeadlessKit

/// The timeline screen with no observer list: its table follows an
/// `ObservableTimeline` through observation tracking.
///
/// `updateProperties()` reloads the table; the table asks its data source,
/// this controller, which reads `timeline.qwinks`. That read, made during
/// the tracked update, is the whole subscription. The screen never reads
/// `currentUser`, so switching accounts does not redraw it.
@MainActor
public final class ObservingTimelineViewController: ObservingViewController {
  public let timeline: ObservableTimeline
  public let tableView = TableView()

  /// Told how many rows each update drew. The demo prints it.
  public var log: (@MainActor (String) -> Void)?

  public init(timeline: ObservableTimeline) {
    self.timeline = timeline
    super.init()
    title = "Qwinkle"
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = Rect(x: 0, y: 0, width: 320, height: 480)
    view.addSubview(tableView)
    tableView.dataSource = self
    updatePropertiesIfNeeded()
  }

  public override func updateProperties() {
    tableView.reloadData()
    log?("update \(propertyUpdateCount) drew \(tableView.visibleCells.count) rows")
  }
}

extension ObservingTimelineViewController: TableViewDataSource {
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    timeline.qwinks.count
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    guard timeline.qwinks.indices.contains(indexPath.row) else { return TableViewCell() }
    let qwink = timeline.qwinks[indexPath.row]
    return TableViewCell(text: qwink.author, detailText: qwink.text)
  }
}
