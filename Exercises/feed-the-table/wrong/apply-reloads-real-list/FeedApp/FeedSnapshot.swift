import FeedList
import Foundation
import HeadlessKit

/// The feed as a value, the way UIKit's diffable data sources take it. A
/// snapshot lists the posts to show, top to bottom; applying it tells the
/// list which rows went and which came, instead of having it reload them
/// all.
///
/// A post names its row, so it may be in a snapshot once: two rows for one
/// post would leave "the row of that post" meaning two things.
struct FeedSnapshot: Equatable {
  /// The posts, top to bottom, each once.
  private(set) var posts: [Post] = []

  /// Adds `newPosts` after the others, in order. Throws `DuplicatePost`,
  /// and adds nothing, if one of them is in the snapshot already or is
  /// given twice.
  mutating func appendPosts(_ newPosts: [Post]) throws {
    var seen = Set(posts)
    for post in newPosts where !seen.insert(post).inserted {
      throw DuplicatePost(post: post)
    }
    posts += newPosts
  }
}

/// A post given to a snapshot that has it already.
struct DuplicatePost: Error, Equatable {
  let post: Post
}

extension FeedDataSource {
  /// Shows `snapshot` in `list`: its posts become the data source's, then
  /// the list is told which rows went and which came, deletions first, as
  /// the standard library's `difference(from:)` numbers them. The rows of
  /// posts in both snapshots keep their cells.
  func apply(_ snapshot: FeedSnapshot, to list: any ListUpdating) {
    let old = posts
    posts = snapshot.posts
    // Wrong on purpose: the app's own list is simply reloaded; only other
    // lists are told which rows changed.
    if let listView = list as? ListView {
      listView.reloadData()
      return
    }
    var deleted: [IndexPath] = []
    var inserted: [IndexPath] = []
    for change in posts.difference(from: old) {
      switch change {
      case .remove(let row, _, _): deleted.append(IndexPath(row: row, section: 0))
      case .insert(let row, _, _): inserted.append(IndexPath(row: row, section: 0))
      }
    }
    // The empty row is a row too: it goes when the first post comes, and
    // comes back when the last one goes.
    if old.isEmpty && !posts.isEmpty { deleted.append(IndexPath(row: 0, section: 0)) }
    if posts.isEmpty && !old.isEmpty { inserted.append(IndexPath(row: 0, section: 0)) }
    if !deleted.isEmpty { list.deleteRows(at: deleted) }
    if !inserted.isEmpty { list.insertRows(at: inserted) }
  }
}
