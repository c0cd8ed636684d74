import Foundation
import HeadlessKit
import Testing

@testable import FeedTheTable

@Suite("4. When the posts change, reloadData() shows the new ones")
@MainActor
struct Step4 {
  @Test("The list asks only on reloadData(): changed data shows nothing new until then")
  func asksOnlyOnReload() throws {
    let list = ListView()
    let spy = SpyListDataSource(rows: [2])
    list.dataSource = spy
    list.reloadData()
    try #require(
      list.visibleCells.count == 2,
      "The list shows \(list.visibleCells.count) rows instead of 2: finish steps 1 and 2 first.")
    spy.forgetQuestions()

    spy.rows = [3]

    #expect(
      spy.questions.isEmpty && list.visibleCells.count == 2,
      """
      The list asked its data source again (\(listed(spy.questions))) or changed its rows \
      without being told to. It should ask only in reloadData(): that is how the owner decides \
      when the screen changes.
      """)
  }

  @Test("reloadData() replaces the old rows with the new ones")
  func reloadReplacesRows() throws {
    let list = ListView()
    let spy = SpyListDataSource(rows: [2])
    list.dataSource = spy
    list.reloadData()
    let oldCells = list.visibleCells
    try #require(
      oldCells.count == 2,
      "The list shows \(oldCells.count) rows instead of 2: finish steps 1 and 2 first.")

    spy.rows = [3]
    list.reloadData()

    #expect(
      list.numberOfRows(inSection: 0) == 3 && list.visibleCells.count == 3,
      """
      After the data source changed to 3 rows and the list reloaded, it shows \
      \(list.visibleCells.count) rows and reports \(list.numberOfRows(inSection: 0)). \
      reloadData() should remove the old cells (removeFromSuperview) before adding the new.
      """)
    #expect(
      oldCells.allSatisfy { $0.superview == nil },
      "The old rows are still in the list after reloadData(): remove every old cell first.")
  }

  @Test("A list whose data source is gone shows nothing after reloadData()")
  func noDataSource() throws {
    let list = ListView()
    let spy = SpyListDataSource(rows: [2])
    list.dataSource = spy
    list.reloadData()

    list.dataSource = nil
    list.reloadData()

    #expect(
      list.numberOfSections == 0 && list.visibleCells.isEmpty,
      """
      With no data source, reloadData() should leave the list empty: no sections, no \
      cells. It shows \(texts(of: list.visibleCells)).
      """)
  }

  @Test("A new post goes into the data source, and the feed shows it on top")
  func addPost() throws {
    let screen = makeFeed(posts: samplePosts)
    let post = Post(author: "dee", text: "lunch at six?")

    screen.add(post)

    let dataSource = try #require(
      feedDataSources(ownedBy: screen).first,
      "FeedViewController has no FeedDataSource in a stored property yet: see step 2.")
    #expect(
      dataSource.posts.first == post,
      """
      add(_:) should put the new post first in the data source's posts; they start with \
      \(dataSource.posts.first.map { "\($0.author)'s" } ?? "nothing"). The posts live in \
      the data source now, not in the list.
      """)
    #expect(
      screen.tableView.visibleCells.first?.text == "dee"
        && screen.tableView.numberOfRows(inSection: 0) == 4,
      """
      After add(_:) the feed should show 4 rows, dee's first; it shows \
      \(texts(of: screen.tableView.visibleCells)). Changing the posts is not enough: tell \
      the list to reloadData().
      """)
  }

  @Test("The first post of a new user replaces the empty row")
  func firstPost() {
    let screen = makeFeed(posts: [])

    screen.add(Post(author: "dee", text: "hello!"))

    #expect(
      screen.tableView.visibleCells.map(\.text) == ["dee"],
      """
      After the first post, the feed should show just that post; it shows \
      \(texts(of: screen.tableView.visibleCells)).
      """)
  }
}
