import Foundation
import HeadlessKit

/// The timeline's table. It keeps the posts itself, as the lines the server
/// sent ("ana: the tram is late again"), and is its own data source.
@MainActor
final class TimelineTableView: TableView, TableViewDataSource {
  /// The posts on screen, newest first.
  var posts: [String] = []

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    dataSource = self
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    posts.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let post = posts.indices.contains(indexPath.row) ? posts[indexPath.row] : ""
    guard let separator = post.range(of: ": ") else { return TableViewCell(text: post) }
    return TableViewCell(
      text: String(post[..<separator.lowerBound]),
      detailText: String(post[separator.upperBound...]))
  }
}
