import Foundation
import HeadlessKit
import Testing

@testable import FeedApp
@testable import FeedList

/// Step 2 beyond the sample feed: a list with more rows than fit on it, and
/// one data source feeding two lists at once.
extension Step2 {
  @Test("A list with far more rows than fit in its frame still shows every row")
  func moreRowsThanFit() {
    let list = ListView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let spy = SpyListDataSource(rows: [1_500, 500])
    list.dataSource = spy

    list.reloadData()

    let shown = list.visibleCells
    #expect(
      spy.cellQuestions.count == 2_000 && shown.count == 2_000
        && shown.last?.frame.minY == 1_999 * 44,
      """
      The data source answers 1,500 rows in section 0 and 500 in section 1, far more than \
      the 480-point list holds (about 11). A reload should still ask for a cell for all \
      2,000 rows and show them all, the last at y = 87,956: the list has no scrolling to \
      bring the others in later. It asked for \(counted(spy.cellQuestions.count, "cell")) and \
      shows \
      \(counted(shown.count, "row")), the last at y = \
      \(shown.last.map { "\($0.frame.minY)" } ?? "none"). \
      \(spy.cellQuestions.isEmpty
        ? "It asked for no cell at all: see the first test of this step."
        : "Look at what makes a reload stop asking before the last row.")
      """)
  }

  @Test("One FeedDataSource feeding two lists gives each list cells of its own")
  func oneDataSourceTwoLists() {
    let feed = FeedDataSource(posts: samplePosts)
    let first = ListView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let second = ListView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    first.dataSource = feed
    second.dataSource = feed

    first.reloadData()
    second.reloadData()
    first.reloadData()

    let firstRows = first.visibleCells
    let secondRows = second.visibleCells
    #expect(
      firstRows.map(\.text) == ["ana", "bo", "cy"]
        && secondRows.map(\.text) == ["ana", "bo", "cy"],
      """
      One FeedDataSource fed two lists, which were reloaded in turn (first, second, first \
      again). Both should show ana, bo and cy, but they show \(texts(of: firstRows)) and \
      \(texts(of: secondRows)). \(whyNoRows() ?? handedOutTwice)
      """)
    #expect(
      !firstRows.contains { row in secondRows.contains { $0 === row } },
      """
      The two lists show some of the very same cell objects, so a row of one list is a \
      row of the other too. Each question for a cell is one list's: look for cells the \
      data source keeps and hands out again.
      """)
  }
}

/// Where to look when one feed's two lists share cells or show none.
private let handedOutTwice = """
  A cell is a view and sits in one list at a time: look for cells the data source hands \
  out more than once.
  """
