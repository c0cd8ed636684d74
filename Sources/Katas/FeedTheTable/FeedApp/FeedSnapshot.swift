import FeedList
import Foundation
import HeadlessKit

/// The extra step: the feed as a value, the way UIKit's diffable data
/// sources take it. A snapshot lists the posts to show, top to bottom;
/// applying it tells the list which rows went and which came, instead of
/// having it reload them all.
///
/// A post names its row, so it may be in a snapshot once: two rows for one
/// post would leave "the row of that post" meaning two things.
struct FeedSnapshot: Equatable {
  /// The posts, top to bottom, each once.
  private(set) var posts: [Post] = []

  /// Adds `newPosts` after the others, in order. If one of them is in the
  /// snapshot already, or is given twice, this should throw
  /// `DuplicatePost` and add nothing. For now it adds them all.
  mutating func appendPosts(_ newPosts: [Post]) throws {
    posts += newPosts
  }
}

/// A post given to a snapshot that has it already.
struct DuplicatePost: Error, Equatable {
  let post: Post
}

extension FeedDataSource {
  /// Shows `snapshot` in `list`: its posts become the data source's, and
  /// the list should be told only which rows went and which came, so that
  /// the rows of posts in both keep their cells. For now it reloads every
  /// row, as the feed screen does after each new post.
  func apply(_ snapshot: FeedSnapshot, to list: any ListUpdating) {
    posts = snapshot.posts
    list.reloadData()
  }
}
