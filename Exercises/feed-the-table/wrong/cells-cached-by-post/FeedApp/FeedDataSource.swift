import FeedList
import Foundation
import HeadlessKit

/// Feeds a `ListView` with posts: one section, one row a post, newest first,
/// and one row that says so when there are none.
@MainActor
final class FeedDataSource: ListViewDataSource {
  /// What the list shows when there are no posts.
  static let emptyText = "No posts yet"

  /// The posts to show, newest first. Changing them changes nothing on
  /// screen until the list is told to reloadData().
  var posts: [Post]

  init(posts: [Post]) {
    self.posts = posts
  }

  func numberOfSections(in listView: ListView) -> Int {
    1
  }

  /// The empty state is a row like any other: what the list shows is the
  /// data source's decision, even when there is nothing to show.
  func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
    posts.isEmpty ? 1 : posts.count
  }

  func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    guard posts.indices.contains(indexPath.row) else {
      return TableViewCell(
        text: Self.emptyText, detailText: "Posts from people you follow show up here.")
    }
    // Wrong on purpose: a post's cell is made once and kept for every feed,
    // so a post in two lists has one cell, which sits in one list at a time.
    let post = posts[indexPath.row]
    if let cell = Self.cells[post] { return cell }
    let cell = TableViewCell(text: post.author, detailText: post.text)
    Self.cells[post] = cell
    return cell
  }

  /// Every post's cell, made once, kept so that a post keeps its row.
  private static var cells: [Post: TableViewCell] = [:]
}
