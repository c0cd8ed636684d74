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
    tableView.show(rows())
  }

  /// Shows a post the user just wrote, on top of the feed: the data changes,
  /// then the list asks again.
  func add(_ post: Post) {
    dataSource.posts.insert(post, at: 0)
    tableView.show(rows())
  }

  /// Shows the feed as the server sent it last.
  func show(_ snapshot: FeedSnapshot) {
    dataSource.posts = snapshot.posts
    tableView.show(rows())
  }

  /// The feed's rows: one a post, or one that says there are none.
  private func rows() -> [TableViewCell] {
    guard !dataSource.posts.isEmpty else {
      return [TableViewCell(text: FeedDataSource.emptyText)]
    }
    return dataSource.posts.map { TableViewCell(text: $0.author, detailText: $0.text) }
  }
}
