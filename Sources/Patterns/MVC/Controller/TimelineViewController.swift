import Foundation
import HeadlessKit

/// Qwinkle's first screen: the public timeline, newest first, with a "+" to
/// write a new Qwink.
///
/// The controller is the go-between. It reads the model (`Timeline`) and
/// gives the view (a `TableView`) what to show, as the table's data source;
/// it watches the model and has the table ask again when it changes; and it
/// turns the user's tap on "+" (through target-action) into the new-entry
/// screen. The table holds no Qwinks, and the model knows no screens.
@MainActor
public final class TimelineViewController: ViewController {
  /// The model: shared with the new-entry screen, never copied.
  public let timeline: Timeline

  /// Who is using the app; new Qwinks are theirs.
  public let currentUser: Qwinker

  public let navigationBar = NavigationBar(title: "Qwinkle")
  public let addItem = BarButtonItem(title: "+")
  public let tableView = TableView()

  /// The kind of cell every row of the timeline uses, for the reuse queue.
  static let cellIdentifier = "Qwink"

  /// Told, in a few words, what the screen just did. The demo prints it; a
  /// real app leaves it nil.
  public var log: (@MainActor (String) -> Void)?

  public init(timeline: Timeline, currentUser: Qwinker) {
    self.timeline = timeline
    self.currentUser = currentUser
    super.init()
    title = "Qwinkle"
    // The item is not a view, so it can be wired before the view exists.
    addItem.setTarget(self, action: TimelineViewController.add)
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationBar.frame = Rect(x: 0, y: 0, width: 320, height: 44)
    navigationBar.rightBarButtonItem = addItem
    tableView.frame = Rect(x: 0, y: 44, width: 320, height: 436)
    view.addSubview(navigationBar)
    view.addSubview(tableView)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    tableView.dataSource = self
    timeline.addObserver(self)
    tableView.reloadData()
  }

  // MARK: Actions

  /// The "+" item's action: shows the new-entry screen, handing it the same
  /// model. UIKit would present it modally; the kit shows it in a window of
  /// its own, which it closes when done. A screen that is not on screen has
  /// nothing to present from, so then nothing happens, as in UIKit.
  public func add(_ sender: BarButtonItem) {
    guard let application = view.window?.application else { return }
    log?("add(_:) presents NewEntryViewController, same Timeline")
    let entry = NewEntryViewController(timeline: timeline, author: currentUser)
    let window = Window()
    window.rootViewController = entry
    window.makeKeyAndVisible(in: application)
  }
}

// MARK: - TableViewDataSource

/// Model to view: one row per Qwink, the author's name and avatar with the
/// text; one row that says so when there are none.
extension TimelineViewController: TableViewDataSource {
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    max(1, timeline.qwinks.count)
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    // A reused cell still shows its last row: set everything the row shows.
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
    guard timeline.qwinks.indices.contains(indexPath.row) else {
      cell.text = "Nothing here yet"
      cell.detailText = "Tap + to post the first Qwink"
      cell.imageName = nil
      return cell
    }
    let qwink = timeline.qwinks[indexPath.row]
    cell.text = qwink.author
    cell.detailText = qwink.text
    cell.imageName = timeline.qwinker(named: qwink.author)?.avatar
    return cell
  }
}

// MARK: - TimelineObserver

/// The model changed, whoever changed it: the table asks again.
extension TimelineViewController: TimelineObserver {
  public func timelineDidChange(_ timeline: Timeline) {
    log?("timelineDidChange(_:) -> tableView.reloadData()")
    tableView.reloadData()
  }
}
