import Foundation
import HeadlessKit
import Testing

@testable import FeedApp
@testable import FeedList

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
    let reported = (list.numberOfSections, list.numberOfRows(inSection: 0))
    #expect(
      reported == (1, 2) && spy.questions.isEmpty,
      """
      Before any reload, the list should still report what the data source answered at the \
      last one, 1 section of 2 rows; it reports sections: \(reported.0), rows: \(reported.1), \
      and asked \(listed(spy.questions)). numberOfSections and numberOfRows(inSection:) read \
      rowCounts, which only reloadData() fills.
      """)
  }

  @Test("Changing the feed's posts shows nothing new until the list reloads")
  func feedWaitsForReload() throws {
    let screen = makeFeed(posts: samplePosts)
    let dataSource = try #require(
      feedDataSources(ownedBy: screen).first,
      "FeedViewController has no FeedDataSource in a stored property yet: see step 2.")

    dataSource.posts.insert(Post(author: "dee", text: "lunch at six?"), at: 0)

    #expect(
      screen.tableView.visibleCells.map(\.text) == ["ana", "bo", "cy"],
      """
      Changing the data source's posts changed the list at once; it shows \
      \(texts(of: screen.tableView.visibleCells)). The data source only answers: it should \
      not tell the list to reload. Whoever changes the data calls reloadData(), so it \
      decides when the screen changes.
      """)
    screen.tableView.reloadData()
    #expect(
      screen.tableView.visibleCells.map(\.text) == ["dee", "ana", "bo", "cy"],
      """
      After the posts changed and the list reloaded, it should show dee's post first, then \
      the others; it shows \(texts(of: screen.tableView.visibleCells)).
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

  @Test("reloadData() asks for every cell again, even when the counts did not change")
  func reloadAsksForEveryCellAgain() throws {
    let list = ListView()
    let spy = SpyListDataSource(rows: [2, 1])
    list.dataSource = spy
    list.reloadData()
    try #require(
      list.visibleCells.count == 3,
      "The list shows \(list.visibleCells.count) rows instead of 3: finish steps 1 and 2 first.")

    spy.forgetQuestions()
    spy.label = "new"
    list.reloadData()

    #expect(
      spy.cellQuestions == ["cell 0.0", "cell 0.1", "cell 1.0"]
        && list.visibleCells.map(\.text) == ["new 0.0", "new 0.1", "new 1.0"],
      """
      The rows' content changed but not their number. After reloadData() the list should \
      ask for every cell again and show the new ones; it asked \
      \(listed(spy.cellQuestions)) and shows \(texts(of: list.visibleCells)). A reload \
      throws every row away and asks again: the list cannot know what changed.
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
      "The list shows \(list.visibleCells.count) rows instead of 2: finish steps 1 and 2 first.")

    spy.forgetQuestions()
    list.reloadData()

    #expect(
      list.visibleCells.count == 2
        && zip(list.visibleCells, spy.cellsMade).allSatisfy { $0 === $1 },
      """
      This data source reuses its cells: at the second reload it returned the same 2 cells, \
      and the list should show them; it shows \(texts(of: list.visibleCells)). Remove the \
      old rows first, then add whatever the data source returns, even a cell you showed \
      before.
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

  @Test("add(_:) has the list ask its data source again, once")
  func addReloads() {
    let screen = makeFeed(posts: samplePosts)
    let spy = SpyListDataSource(rows: [2, 1])
    screen.tableView.dataSource = spy

    screen.add(Post(author: "dee", text: "lunch at six?"))

    #expect(
      spy.countQuestions == ["sections", "rows 0", "rows 1"]
        && spy.cellQuestions == ["cell 0.0", "cell 0.1", "cell 1.0"],
      """
      After add(_:), the feed's list should ask its data source, once, for the counts and \
      every cell; it asked \(listed(spy.questions)). add(_:) changes the posts, then calls \
      tableView.reloadData() once: it should not build rows and hand them to the list.
      """)
    #expect(
      screen.tableView.visibleCells.count == 3
        && zip(screen.tableView.visibleCells, spy.cellsMade).allSatisfy { $0 === $1 },
      """
      After add(_:), the feed's list should show exactly the cells its data source returned; \
      it shows \(texts(of: screen.tableView.visibleCells)).
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
