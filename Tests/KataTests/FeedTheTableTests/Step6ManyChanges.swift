import Foundation
import HeadlessKit
import Testing

@testable import FeedApp
@testable import FeedList

/// Step 6 with big changes: however many rows go and come, the list is told
/// which, and the rows that stay keep their cells.
extension Step6 {
  @Test("However many rows change at once, the list is told which, and is not reloaded")
  func manyChangesAtOnce() throws {
    let old = posts(400)
    let (dataSource, list) = shown(old)
    try #require(
      list.rows.count == 400,
      """
      FeedDataSource answers \(counted(list.rows.count, "row")) for 400 posts: finish steps 1 to \
      3 first.
      """
    )
    let keptCell = list.rows[200]
    let newcomers = (0..<799).map { Post(author: "newcomer \($0)", text: "hello \($0)") }
    let next = Array(newcomers[..<300]) + [old[200]] + Array(newcomers[300...])

    dataSource.apply(try snapshot(next), to: list)

    #expect(
      !list.calls.contains("reloadData()") && list.countMatches && showsTheData(list)
        && list.badPaths.isEmpty,
      """
      A feed of 400 posts got a snapshot that keeps one of them, post 201, among 799 \
      new ones. The list should be told which rows went and which came, however many, \
      and no reload; it was told \
      \(counted(list.calls.filter { $0 == "reloadData()" }.count, "reload")) and \
      \(counted(list.calls.count, "call")) in all, and \
      \(showsTheData(list) ? "shows" : "does not show") what the data source answers. \
      Look for a case where apply(_:to:) stops telling the list what changed.
      """)
    #expect(
      list.rows.count == 800 && list.rows[300] === keptCell && list.cellsAsked.count == 799,
      """
      Post 201 is in both snapshots, so its row, now row 300, should keep its cell, and \
      the list should ask for the 799 new rows only; it asked for \
      \(counted(list.cellsAsked.count, "cell")), and row 300 \
      \(list.rows.indices.contains(300) && list.rows[300] === keptCell ? "kept" : "lost") \
      its cell. Look for a case where apply(_:to:) stops telling the list what changed.
      """)
  }
}
