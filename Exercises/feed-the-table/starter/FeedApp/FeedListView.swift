import FeedList
import Foundation
import HeadlessKit

/// The feed's list: a `ListView` that keeps the posts itself and turns each
/// one into a row.
///
/// This is how every list in the app was made so far: subclass `ListView`,
/// put the data in the subclass, override `reloadData()`. The friends list
/// and the drafts list would be two more subclasses, with two more copies of
/// the row code.
@MainActor
final class FeedListView: ListView {
  /// The posts on screen, newest first.
  var posts: [Post] = []

  override func reloadData() {
    show(posts.map { TableViewCell(text: $0.author, detailText: $0.text) })
  }
}
