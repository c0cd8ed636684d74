import Foundation
import HeadlessKit

/// Feeds a `ListView` with posts: one section, one row a post, newest first.
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

  /// One row a post; the list says when there are none.
  func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
    posts.count
  }

  func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    guard posts.indices.contains(indexPath.row) else {
      return TableViewCell(
        text: Self.emptyText, detailText: "Posts from people you follow show up here.")
    }
    let post = posts[indexPath.row]
    return TableViewCell(text: post.author, detailText: post.text)
  }
}
