import FeedList
import Foundation
import HeadlessKit

/// Qwinkle's feed: the posts of the people you follow, newest first.
///
/// The screen owns a plain list and the data source that feeds it. The list
/// holds the data source only weakly, so the screen's stored property is
/// what keeps it alive.
@MainActor
final class FeedViewController: ViewController {
  let tableView = ListView()

  /// Where the feed's posts live; the list only asks.
  let dataSource: FeedDataSource

  init(posts: [Post]) {
    dataSource = FeedDataSource(posts: posts)
    super.init()
    title = "Feed"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = Rect(x: 0, y: 0, width: 320, height: 480)
    view.addSubview(tableView)
    tableView.dataSource = dataSource
    tableView.reloadData()
  }

  /// Shows a post the user just wrote, on top of the feed: the data changes,
  /// then the list asks again.
  func add(_ post: Post) {
    dataSource.posts.insert(post, at: 0)
    tableView.reloadData()
  }

  /// Shows the feed as the server sent it last: the data source works out
  /// which rows went and which came, and tells the list itself, so the
  /// posts that stayed keep their rows.
  func show(_ snapshot: FeedSnapshot) {
    dataSource.apply(snapshot, to: tableView)
  }
}
