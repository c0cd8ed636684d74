import Foundation
import HeadlessKit

/// Feeds a table with posts: one section, one row a post, newest first, and
/// a single row that says so when there are none.
///
/// The table knows nothing about posts; everything post-shaped lives here.
/// That is the whole trick: to show friends instead, hand the same table
/// another data source (see `FriendsDataSource`), no subclass needed.
@MainActor
public final class PostsDataSource: TableViewDataSource {
  /// The posts to show, newest first. Changing them changes nothing on
  /// screen until the table is told to `reloadData()`.
  public var posts: [Post]

  /// What the single row says when there are no posts.
  public static let emptyText = "No posts yet"

  /// The kind of cell every row uses, for the table's reuse queue.
  public static let cellIdentifier = "Post"

  public init(posts: [Post]) {
    self.posts = posts
  }

  /// The empty state is a row like any other: the data source decides what
  /// the table shows, even when there is nothing to show.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    posts.isEmpty ? 1 : posts.count
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    // A reused cell still shows its last row: set everything the row shows.
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
    guard posts.indices.contains(indexPath.row) else {
      cell.text = Self.emptyText
      cell.detailText = "Posts you share show up here"
      return cell
    }
    let post = posts[indexPath.row]
    cell.text = post.author
    cell.detailText = post.text
    return cell
  }
}
