import FeedList
import Foundation
import HeadlessKit

/// Feeds a `ListView` with posts: one section, one row a post, newest first.
///
/// A teammate started it so the feed could stop being a subclass. Nothing
/// uses it yet, and its answers are placeholders.
@MainActor
final class FeedDataSource: ListViewDataSource {
  /// What the list shows when there are no posts (step 3).
  static let emptyText = "No posts yet"

  /// The posts to show, newest first.
  var posts: [Post]

  init(posts: [Post]) {
    self.posts = posts
  }

  func numberOfSections(in listView: ListView) -> Int {
    1
  }

  func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
    0
  }

  func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell()
  }
}
