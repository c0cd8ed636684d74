import Foundation
import HeadlessKit
import Testing

@testable import FeedApp
@testable import FeedList

@Suite("4. reloadData() shows what the data source says now, and nothing without one")
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
      """
      The list shows \(counted(list.visibleCells.count, "row")) instead of 2: finish steps 1 and \
      2 first.
      """
    )
    spy.forgetQuestions()

    spy.rows = [3]

    #expect(
      spy.questions.isEmpty && list.visibleCells.count == 2,
      """
      The data source's rows changed, and nobody told the list to reload. It should have \
      asked nothing and kept its 2 rows, but it asked \(listed(spy.questions)) and shows \
      \(counted(list.visibleCells.count, "row")). The owner decides when the screen changes: look \
      for a list that asks its data source outside a reload.
      """)
    let reported = (list.numberOfSections, list.numberOfRows(inSection: 0))
    #expect(
      reported == (1, 2) && spy.questions.isEmpty,
      """
      Before any reload, the list should still report what the data source answered at the \
      last one, 1 section of 2 rows; it reports sections: \(reported.0), rows: \(reported.1), \
      and asked \(listed(spy.questions)). Look at what the list's counts are read from.
      """)
  }

  @Test("Changing the feed's posts shows nothing new until the list reloads")
  func feedWaitsForReload() throws {
    let screen = makeFeed(posts: samplePosts)
    let dataSource = try #require(
      feedDataSources(ownedBy: screen).first,
      "FeedViewController has no FeedDataSource in a stored property yet: see step 2.")
    try #require(
      screen.tableView.visibleCells.count == 3,
      """
      The feed screen shows \(counted(screen.tableView.visibleCells.count, "row")) for 3 \
      posts: finish steps 1 to 3 first.
      """)

    dataSource.posts.insert(Post(author: "dee", text: "lunch at six?"), at: 0)

    #expect(
      screen.tableView.visibleCells.map(\.text) == ["ana", "bo", "cy"],
      """
      A post was put into the data source's posts, and nobody told the list to reload, \
      yet the list changed at once; it shows \(texts(of: screen.tableView.visibleCells)). \
      Whoever changes the data decides when the screen changes: look for a data source \
      that reaches for its list.
      """)
    let reported = screen.tableView.numberOfRows(inSection: 0)
    #expect(
      reported == 3,
      """
      A post was put into the feed's data source and nobody told the list to reload, so \
      the list should still report the 3 rows it shows; it reports \(reported). What \
      the list says it shows comes from its last reload, whatever its data source: look \
      at what the list's counts are read from, and for anything that tells one data \
      source from another.
      """)
    screen.tableView.reloadData()
    #expect(
      screen.tableView.visibleCells.map(\.text) == ["dee", "ana", "bo", "cy"],
      """
      After the posts changed and the list reloaded, it should show dee's post first, then \
      the others; it shows \(texts(of: screen.tableView.visibleCells)). Look at what a \
      reload does with the rows it showed before.
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
      "The list shows \(counted(oldCells.count, "row")) instead of 2: finish steps 1 and 2 first.")

    spy.rows = [3]
    list.reloadData()

    #expect(
      list.numberOfRows(inSection: 0) == 3 && list.visibleCells.count == 3,
      """
      After the data source changed from 2 rows to 3 and the list reloaded, it shows \
      \(counted(list.visibleCells.count, "row")) and reports \(list.numberOfRows(inSection: 0)). \
      Look at what a reload does with the rows it showed before.
      """)
    #expect(
      oldCells.allSatisfy { $0.superview == nil },
      """
      After a second reload the first reload's cells are still in the list, beside the \
      new ones. Look at what a reload does with the rows it showed before.
      """)
  }

  @Test("reloadData() asks for every cell again, even when the counts did not change")
  func reloadAsksForEveryCellAgain() throws {
    let list = ListView()
    let spy = SpyListDataSource(rows: [2, 1])
    list.dataSource = spy
    list.reloadData()
    try #require(
      list.visibleCells.count == 3,
      """
      The list shows \(counted(list.visibleCells.count, "row")) instead of 3: finish steps 1 and \
      2 first.
      """
    )

    spy.forgetQuestions()
    spy.label = "new"
    list.reloadData()

    #expect(
      spy.cellQuestions == ["cell 0.0", "cell 0.1", "cell 1.0"]
        && list.visibleCells.map(\.text) == ["new 0.0", "new 0.1", "new 1.0"],
      """
      The rows' content changed but not their number. After reloadData() the list should \
      ask for every cell again and show the new ones; it asked \
      \(listed(spy.cellQuestions)) and shows \(texts(of: list.visibleCells)). The list \
      cannot know what changed: look for a reload that keeps rows because the counts \
      look the same.
      """)
  }

  @Test("A cell the data source hands out again is shown again")
  func reusedCellsStay() throws {
    let list = ListView()
    let spy = SpyListDataSource(rows: [2])
    spy.reusesCells = true
    list.dataSource = spy
    list.reloadData()
    try #require(
      list.visibleCells.count == 2,
      """
      The list shows \(counted(list.visibleCells.count, "row")) instead of 2: finish steps 1 and \
      2 first.
      """
    )

    spy.forgetQuestions()
    list.reloadData()

    #expect(
      list.visibleCells.count == 2
        && zip(list.visibleCells, spy.cellsMade).allSatisfy { $0 === $1 },
      """
      This data source reuses its cells: at the second reload it returned the same 2 cells, \
      and the list should show them; it shows \(texts(of: list.visibleCells)). Look at \
      the order in which a reload takes the old rows away and adds the new ones.
      """)
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
      The list's data source was taken away and the list reloaded, so it should be \
      empty: no sections, no rows, no cells. It reports \
      \(counted(list.numberOfSections, "section")), \
      \(counted(list.numberOfRows(inSection: 0), "row")) in the first, and shows \
      \(counted(list.visibleCells.count, "cell")). Look at what a reload does when there is \
      nobody to ask.
      """)
  }
}
