import Foundation
import HeadlessKit
import Testing

@testable import FeedApp
@testable import FeedList

/// Step 4 for what a reload leaves behind: the rows of posts that are gone
/// are gone, not kept somewhere out of sight.
extension Step4 {
  @Test("After a reload, the cells of posts that are gone are freed")
  func goneRowsAreFreed() throws {
    let feed = FeedDataSource(posts: samplePosts)
    let list = ListView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    list.dataSource = feed
    weak var boCell: TableViewCell?
    do {
      list.reloadData()
      let rows = list.visibleCells
      try #require(
        rows.count == 3,
        "The feed shows \(counted(rows.count, "row")) for 3 posts: finish steps 1 to 3 first."
      )
      boCell = rows[1]
    }

    feed.posts = [samplePosts[0], samplePosts[2]]
    list.reloadData()

    #expect(
      boCell == nil && list.visibleCells.map(\.text) == ["ana", "cy"],
      """
      bo's post was taken out of the feed and the list reloaded: it shows \
      \(texts(of: list.visibleCells)), and bo's old cell should be gone, but it is still \
      alive. A feed that keeps every cell it ever made grows with every post it has \
      shown: look for cells kept after the list let go of them.
      """)
    withExtendedLifetime(feed) {}
  }
}
