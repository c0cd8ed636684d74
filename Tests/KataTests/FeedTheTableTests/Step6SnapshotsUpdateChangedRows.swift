import Foundation
import HeadlessKit
import Testing

@testable import FeedApp
@testable import FeedList

/// A list that does what UIKit's table does with row updates, and writes
/// down every call: it deletes and inserts rows as told, asks the data
/// source for the cells of inserted rows only, and keeps every other cell.
@MainActor
final class SpyUpdatingList: ListUpdating {
  let dataSource: FeedDataSource
  /// The rows, top to bottom.
  private(set) var rows: [TableViewCell] = []
  /// Every call, in order: "reloadData()", "deleteRows([0, 1])".
  private(set) var calls: [String] = []
  /// The rows whose cells the data source was asked for, in order.
  private(set) var cellsAsked: [Int] = []
  /// Index paths that named no row, a row the data source does not have,
  /// or another section than the feed's.
  private(set) var badPaths: [IndexPath] = []
  /// The data source's methods take a list; this one stands in.
  private let listView = ListView()

  init(dataSource: FeedDataSource) {
    self.dataSource = dataSource
  }

  func reloadData() {
    calls.append("reloadData()")
    let count = dataSource.listView(listView, numberOfRowsInSection: 0)
    rows = (0..<max(0, count)).map(cell(at:))
  }

  func deleteRows(at indexPaths: [IndexPath]) {
    calls.append("deleteRows(\(rowList(indexPaths)))")
    for path in Set(indexPaths).sorted(by: >) {
      guard path.section == 0, rows.indices.contains(path.row) else {
        badPaths.append(path)
        continue
      }
      rows.remove(at: path.row)
    }
  }

  func insertRows(at indexPaths: [IndexPath]) {
    calls.append("insertRows(\(rowList(indexPaths)))")
    let count = dataSource.listView(listView, numberOfRowsInSection: 0)
    for path in Set(indexPaths).sorted() {
      // A row the data source does not have is not asked for: that is a
      // wrong path, and asking might stop a data source that reads posts.
      guard path.section == 0, path.row <= rows.count, path.row < count else {
        badPaths.append(path)
        continue
      }
      rows.insert(cell(at: path.row), at: path.row)
    }
  }

  /// Whether the rows match the data source's count, as UIKit checks after
  /// an update (and stops the app when they do not).
  var countMatches: Bool {
    rows.count == dataSource.listView(listView, numberOfRowsInSection: 0)
  }

  /// The rows the data source would give now, from scratch.
  var rowsFromScratch: [TableViewCell] {
    let count = dataSource.listView(listView, numberOfRowsInSection: 0)
    return (0..<max(0, count)).map {
      dataSource.listView(listView, cellForRowAt: IndexPath(row: $0, section: 0))
    }
  }

  func forgetCalls() {
    calls = []
    cellsAsked = []
  }

  private func cell(at row: Int) -> TableViewCell {
    cellsAsked.append(row)
    return dataSource.listView(listView, cellForRowAt: IndexPath(row: row, section: 0))
  }

  private func rowList(_ paths: [IndexPath]) -> String {
    "[" + paths.map { "[\($0.section), \($0.row)]" }.joined(separator: ", ") + "]"
  }
}

@MainActor
@Suite("6. A new snapshot updates only the rows that changed")
struct Step6 {
  let ana = samplePosts[0]
  let bo = samplePosts[1]
  let cy = samplePosts[2]
  let dee = Post(author: "dee", text: "lunch at six?")

  /// A snapshot of `posts`, which are all different.
  func snapshot(_ posts: [Post]) throws -> FeedSnapshot {
    var snapshot = FeedSnapshot()
    try snapshot.appendPosts(posts)
    return snapshot
  }

  /// A data source of `posts` and a spy list showing them, calls forgotten.
  func shown(_ posts: [Post]) -> (FeedDataSource, SpyUpdatingList) {
    let dataSource = FeedDataSource(posts: posts)
    let list = SpyUpdatingList(dataSource: dataSource)
    list.reloadData()
    list.forgetCalls()
    return (dataSource, list)
  }

  /// Whether `list` shows the rows its data source would make now.
  func showsTheData(_ list: SpyUpdatingList) -> Bool {
    sameRows(list.rows, list.rowsFromScratch)
  }

  @Test("A new snapshot tells the list which rows went and which came, without a reload")
  func rowUpdates() throws {
    let (dataSource, list) = shown([ana, bo, cy])

    dataSource.apply(try snapshot([dee, ana, cy]), to: list)

    #expect(
      !list.calls.contains("reloadData()"),
      """
      apply(_:to:) reloaded the list (it called \(list.calls)). A snapshot says exactly \
      what changed: compare its posts with the old ones using \
      posts.difference(from: oldPosts), and tell the list deleteRows(at:) and \
      insertRows(at:) instead.
      """)
    #expect(
      list.calls == ["deleteRows([[0, 1]])", "insertRows([[0, 0]])"],
      """
      From ana, bo, cy to dee, ana, cy, the list should be told: deleteRows([[0, 1]]) \
      (bo's row, numbered as it was), then insertRows([[0, 0]]) (dee's, numbered as it \
      will be). It was told \(list.calls). Each .remove in the difference gives a row \
      to delete at its offset, each .insert a row to insert; delete first.
      """)
    #expect(
      showsTheData(list) && list.badPaths.isEmpty,
      """
      After the update the list shows \(texts(of: list.rows)), but the data source now \
      answers dee, ana, cy. Set the data source's posts first, then tell the list, so \
      that the cells it asks for are the new posts'.
      """)
  }

  @Test("Rows of posts in both snapshots keep their cells; only new rows are asked for")
  func unchangedRowsKeepTheirCells() throws {
    let (dataSource, list) = shown([ana, bo, cy])
    try #require(
      list.rows.count == 3,
      "FeedDataSource answers \(list.rows.count) rows for 3 posts: finish steps 1 to 3 first.")
    let anaCell = list.rows[0]
    let cyCell = list.rows[2]

    dataSource.apply(try snapshot([dee, ana, cy]), to: list)

    #expect(
      list.cellsAsked == [0],
      """
      Only dee's row is new, so the list should ask the data source for one cell, row 0; \
      it asked for rows \(list.cellsAsked). Deleting every row and inserting them all \
      again is a reload in disguise: tell the list only the rows in the difference.
      """)
    #expect(
      list.rows.count == 3 && list.rows[1] === anaCell && list.rows[2] === cyCell,
      """
      ana's and cy's posts are in both snapshots, so their rows should keep the very \
      cells they had, now at rows 1 and 2; the list shows \(texts(of: list.rows)), and \
      the cells are not the same.
      """)
  }

  @Test("Several changes at once land in the right rows, as the feed grows and shrinks")
  func severalChanges() throws {
    let many = posts(5)
    let (dataSource, list) = shown(many)
    let eve = Post(author: "eve", text: "hello")
    let fay = Post(author: "fay", text: "hi all")
    let gus = Post(author: "gus", text: "anyone for tennis?")

    dataSource.apply(try snapshot([many[1], eve, many[3], many[4], fay, gus]), to: list)

    #expect(
      showsTheData(list) && list.badPaths.isEmpty && list.countMatches,
      """
      From five posts to posts 2, eve, 4, 5, fay and gus, the list ends up showing \
      \(texts(of: list.rows)) after being told \(list.calls). Deleted rows are numbered \
      as the list was before anything changed, inserted rows as it is after: send all the \
      deletions in one deleteRows(at:), before one insertRows(at:).
      """)
    #expect(
      list.cellsAsked.sorted() == [1, 4, 5] && !list.calls.contains("reloadData()"),
      """
      Only the rows of eve, fay and gus, 1, 4 and 5, are new, and nothing should be \
      reloaded; the list was asked for rows \(list.cellsAsked) and told \(list.calls).
      """)
    list.forgetCalls()

    dataSource.apply(try snapshot([eve, gus]), to: list)

    #expect(
      showsTheData(list) && list.countMatches && list.cellsAsked.isEmpty
        && !list.calls.contains("reloadData()"),
      """
      Down to eve and gus, whose rows are there already, the list should only lose rows: \
      it shows \(texts(of: list.rows)) after being told \(list.calls), and was asked for \
      rows \(list.cellsAsked). Even when the number of rows changes, tell the list the \
      difference rather than reloading it.
      """)
  }

  @Test("A post that moves ends up in its new row")
  func moves() throws {
    let (dataSource, list) = shown([ana, bo, cy])

    dataSource.apply(try snapshot([cy, ana, bo]), to: list)

    #expect(
      showsTheData(list) && list.countMatches && list.badPaths.isEmpty,
      """
      cy's post moved from the bottom to the top, so the list should show cy, ana, bo, \
      but it shows \(texts(of: list.rows)) after being told \(list.calls). Checking which \
      posts are new and which are gone misses a post that only moved: \
      posts.difference(from: oldPosts) gives it as a removal and an insertion.
      """)
  }

  @Test("The same snapshot again tells the list nothing")
  func sameSnapshot() throws {
    let (dataSource, list) = shown([ana, bo, cy])

    dataSource.apply(try snapshot([ana, bo, cy]), to: list)

    #expect(
      list.calls.isEmpty,
      """
      Nothing changed, so the list should not be told anything; it was told \
      \(list.calls). An empty difference means no calls at all.
      """)
  }

  @Test("The first post takes the empty row's place, and the last one brings it back")
  func emptyRow() throws {
    let (dataSource, list) = shown([])

    dataSource.apply(try snapshot([dee]), to: list)

    #expect(
      list.countMatches && showsTheData(list) && !list.calls.contains("reloadData()"),
      """
      An empty feed shows one row, "\(FeedDataSource.emptyText)". After the first post \
      the list should show dee's row alone, but it shows \(texts(of: list.rows)) after \
      \(list.calls). The empty row is a row too: when the first post comes, delete row 0 \
      as well.
      """)

    dataSource.apply(try snapshot([]), to: list)

    #expect(
      list.countMatches && list.rows.map(\.text) == [FeedDataSource.emptyText]
        && !list.calls.contains("reloadData()"),
      """
      After the last post went, the list should show the one row that says \
      "\(FeedDataSource.emptyText)", but it shows \(texts(of: list.rows)). When the last \
      post goes, insert row 0 as well: it is the empty row.
      """)
  }

  @Test("The data source answers from the snapshot's posts")
  func postsBecomeTheSnapshots() throws {
    let (dataSource, list) = shown([ana, bo])

    dataSource.apply(try snapshot([cy, bo]), to: list)

    #expect(
      dataSource.posts == [cy, bo],
      """
      After a snapshot of cy and bo was applied, the data source's posts are \
      \(dataSource.posts.map(\.author)). apply(_:to:) should make the snapshot's posts \
      the data source's, so it answers the list's questions from them.
      """)
  }

  @Test("A snapshot refuses a post it already has, and adds nothing")
  func duplicatesRefused() throws {
    var snapshot = FeedSnapshot()
    try snapshot.appendPosts([ana, bo])

    #expect(
      throws: DuplicatePost(post: ana),
      """
      Appending cy and ana to a snapshot that holds ana should throw DuplicatePost(post: \
      ana): one post, one row. Check every new post against the posts already there.
      """
    ) {
      try snapshot.appendPosts([cy, ana])
    }
    #expect(
      throws: DuplicatePost(post: dee),
      """
      Appending dee twice in one call should throw DuplicatePost(post: dee): the new posts \
      must not repeat each other either.
      """
    ) {
      try snapshot.appendPosts([dee, dee])
    }
    #expect(
      snapshot.posts == [ana, bo],
      """
      A refused append should add nothing, but the snapshot now holds \
      \(snapshot.posts.map(\.author)) instead of ana and bo. Check every post before \
      adding any.
      """)
  }
}
