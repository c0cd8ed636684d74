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
    guard old != posts else { return }
    // Every old row out, every new row in: no reloadData() call, and the
    // counts always match.
    let oldRows = old.isEmpty ? 1 : old.count
    let newRows = posts.isEmpty ? 1 : posts.count
    list.deleteRows(at: (0..<oldRows).map { IndexPath(row: $0, section: 0) })
    list.insertRows(at: (0..<newRows).map { IndexPath(row: $0, section: 0) })
  }
}
