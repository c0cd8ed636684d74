import Foundation
import HeadlessKit
import Testing

@testable import FeedApp
@testable import FeedList

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

  /// What a message says instead of its own point when that point cannot be
  /// seen yet: FeedDataSource answers no row a post (steps 1 to 3), or
  /// apply(_:to:) only reloads the list (the first test of this step). Nil
  /// when the test's own words apply.
  func notYet(_ list: SpyUpdatingList) -> String? {
    if FeedDataSource(posts: [ana]).listView(ListView(), numberOfRowsInSection: 0) != 1 {
      return "FeedDataSource does not answer a row a post yet: finish steps 1 to 3 first."
    }
    if !list.calls.isEmpty && list.calls.allSatisfy({ $0 == "reloadData()" }) {
      return "apply(_:to:) reloaded the list instead of telling it which rows changed: see "
        + "the first test of this step."
    }
    return nil
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
      A snapshot that keeps ana and cy, drops bo and adds dee was applied, and the list \
      was reloaded (it was told \(list.calls)): every row rebuilt for two changes. Look \
      at what apply(_:to:) tells the list.
      """)
    #expect(
      list.calls == ["deleteRows([[0, 1]])", "insertRows([[0, 0]])"],
      """
      From ana, bo, cy to dee, ana, cy, the list should be told: deleteRows([[0, 1]]) \
      (bo's row, numbered as it was), then insertRows([[0, 0]]) (dee's, numbered as it \
      will be). It was told \(list.calls). Look at what apply(_:to:) tells the list, \
      and in which order.
      """)
    #expect(
      showsTheData(list) && list.badPaths.isEmpty,
      """
      After the update the list shows \(texts(of: list.rows)), but the data source now \
      holds dee, ana, cy. \
      \(notYet(list) ?? "The cells the list asked for were not the new posts': look at when "
        + "the data source's posts change, compared with when the list is told.")
      """)
  }

  @Test("Rows of posts in both snapshots keep their cells; only new rows are asked for")
  func unchangedRowsKeepTheirCells() throws {
    let (dataSource, list) = shown([ana, bo, cy])
    try #require(
      list.rows.count == 3,
      """
      FeedDataSource answers \(counted(list.rows.count, "row")) for 3 posts: finish steps 1 to 3 \
      first.
      """
    )
    let anaCell = list.rows[0]
    let cyCell = list.rows[2]

    dataSource.apply(try snapshot([dee, ana, cy]), to: list)

    #expect(
      list.cellsAsked == [0],
      """
      Only dee's row is new, so the list should ask the data source for one cell, row 0; \
      it asked for rows \(list.cellsAsked). Deleting every row and inserting them all \
      again rebuilds every cell, as a reload would. Look at which rows apply(_:to:) \
      tells the list about.
      """)
    #expect(
      list.rows.count == 3 && list.rows[1] === anaCell && list.rows[2] === cyCell,
      """
      ana's and cy's posts are in both snapshots, so their rows should keep the very \
      cells they had, now at rows 1 and 2; the list shows \(texts(of: list.rows)), and \
      the cells are not the same. Look at which rows apply(_:to:) tells the list about.
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
      \(texts(of: list.rows)) after being told \(list.calls). The list reads deleted \
      rows as it was before anything changed, and inserted rows as it is after (see \
      ListUpdating). \
      \(notYet(list) ?? "Look at how apply(_:to:) numbers and orders what it tells the list.")
      """)
    #expect(
      list.cellsAsked.sorted() == [1, 4, 5] && !list.calls.contains("reloadData()"),
      """
      Only the rows of eve, fay and gus, 1, 4 and 5, are new, and nothing should be \
      reloaded; the list was asked for rows \(list.cellsAsked) and told \(list.calls). \
      \(notYet(list) ?? "Look at which rows apply(_:to:) tells the list about.")
      """)
    list.forgetCalls()

    dataSource.apply(try snapshot([eve, gus]), to: list)

    #expect(
      showsTheData(list) && list.countMatches && list.cellsAsked.isEmpty
        && !list.calls.contains("reloadData()"),
      """
      Down to eve and gus, whose rows are there already, the list should only lose rows: \
      it shows \(texts(of: list.rows)) after being told \(list.calls), and was asked for \
      rows \(list.cellsAsked). \
      \(notYet(list) ?? "Look at what apply(_:to:) does when the number of posts changes.")
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
      but it shows \(texts(of: list.rows)) after being told \(list.calls). \
      \(notYet(list) ?? "A post that only moved is neither new nor gone: look at how "
        + "apply(_:to:) works out what changed.")
      """)
  }

  @Test("The same snapshot again tells the list nothing")
  func sameSnapshot() throws {
    let (dataSource, list) = shown([ana, bo, cy])

    dataSource.apply(try snapshot([ana, bo, cy]), to: list)

    #expect(
      list.calls.isEmpty,
      """
      The same posts came again, so the list should not be told anything; it was told \
      \(list.calls). Look at what apply(_:to:) tells the list when nothing changed.
      """)
  }

  @Test("The first post takes the empty row's place, and the last one brings it back")
  func emptyRow() throws {
    let (dataSource, list) = shown([])

    dataSource.apply(try snapshot([dee]), to: list)

    let firstWhy =
      notYet(list)
      ?? "The \"\(FeedDataSource.emptyText)\" row is a row the list shows too: look at what "
      + "becomes of it in apply(_:to:) when the first post comes."
    #expect(
      list.countMatches && showsTheData(list) && !list.calls.contains("reloadData()"),
      """
      An empty feed shows one row, "\(FeedDataSource.emptyText)". After the first post \
      the list should show dee's row alone, but it shows \(texts(of: list.rows)) after \
      \(list.calls). \(firstWhy)
      """)

    dataSource.apply(try snapshot([]), to: list)

    #expect(
      list.countMatches && list.rows.map(\.text) == [FeedDataSource.emptyText]
        && !list.calls.contains("reloadData()"),
      """
      After the last post went, the list should show the one row that says \
      "\(FeedDataSource.emptyText)", but it shows \(texts(of: list.rows)) after being \
      told \(list.calls). \
      \(notYet(list) ?? "Look at what brings the empty row back in apply(_:to:) when the "
        + "last post goes.")
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
      \(dataSource.posts.map(\.author)), so the data source answers the list from posts \
      that are no longer the feed. Look at what apply(_:to:) does with the snapshot's \
      posts.
      """)
  }
}
