import FeedList
import Foundation
import HeadlessKit

/// Qwinkle's feed: the posts of the people you follow, newest first.
@MainActor
final class FeedViewController: ViewController {
  /// The feed's list. It keeps the posts itself: see FeedListView.
  let tableView = FeedListView()

  init(posts: [Post]) {
    super.init()
    title = "Feed"
    tableView.posts = posts
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = Rect(x: 0, y: 0, width: 320, height: 480)
    view.addSubview(tableView)
    tableView.reloadData()
  }

  /// Shows a post the user just wrote, on top of the feed.
  func add(_ post: Post) {
    tableView.posts.insert(post, at: 0)
    tableView.reloadData()
  }

  /// Shows the feed as the server sent it last (the extra step): the posts
  /// that stayed should keep their rows. For now every row is rebuilt.
  func show(_ snapshot: FeedSnapshot) {
    tableView.posts = snapshot.posts
    tableView.reloadData()
  }
}
