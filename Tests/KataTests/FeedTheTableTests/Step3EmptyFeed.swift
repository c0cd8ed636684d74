import Foundation
import HeadlessKit
import Testing

@testable import FeedApp
@testable import FeedList

@Suite("3. An empty feed shows a row that says so")
@MainActor
struct Step3 {
  @Test("With no posts, FeedDataSource answers one row that says there are none")
  func emptyDataSource() throws {
    let list = ListView()
    let feed = FeedDataSource(posts: [])

    let rows = feed.listView(list, numberOfRowsInSection: 0)

    // Only a row the data source says exists may be asked for.
    try #require(
      rows == 1,
      """
      With no posts the feed is a blank screen: FeedDataSource answers \(counted(rows, "row")), \
      and a \
      new user sees nothing that explains it. One row should say there are no posts yet. \
      Look at FeedDataSource's answer to how many rows there are.
      """)
    let cell = feed.listView(list, cellForRowAt: IndexPath(row: 0, section: 0))
    #expect(
      cell.text == FeedDataSource.emptyText,
      """
      The one row of an empty feed should say "\(FeedDataSource.emptyText)" \
      (FeedDataSource.emptyText); it says "\(cell.text)". Look at the cell FeedDataSource \
      makes for a row when it has no posts.
      """)
  }

  @Test("The empty row follows the posts: it comes when the last one goes, and goes")
  func emptyRowFollowsThePosts() throws {
    let list = ListView()
    let feed = FeedDataSource(posts: samplePosts)

    feed.posts = []

    let rows = feed.listView(list, numberOfRowsInSection: 0)
    try #require(
      rows == 1,
      """
      A FeedDataSource whose posts were all removed answers \(counted(rows, "row")) instead of 1: \
      the empty row did not come back. Look at when FeedDataSource decides on the empty \
      row, and from which posts.
      """)
    let cell = feed.listView(list, cellForRowAt: IndexPath(row: 0, section: 0))
    #expect(
      cell.text == FeedDataSource.emptyText,
      """
      After its posts were all removed, the feed's one row should say \
      "\(FeedDataSource.emptyText)"; it says "\(cell.text)". Look at when FeedDataSource \
      decides on the empty row.
      """)

    let newUser = FeedDataSource(posts: [])
    newUser.posts = Array(samplePosts.prefix(2))

    let rowsNow = newUser.listView(list, numberOfRowsInSection: 0)
    let first = newUser.listView(list, cellForRowAt: IndexPath(row: 0, section: 0))
    #expect(
      rowsNow == 2 && first.text == "ana",
      """
      A FeedDataSource made with no posts, then given 2, should answer 2 rows, ana's first, \
      and no empty row; it answers \(counted(rowsNow, "row")), the first saying "\(first.text)". \
      Look at when FeedDataSource decides on the empty row, and from which posts.
      """)
  }

  @Test("A new user's feed screen shows that one row, not a blank list")
  func emptyScreen() throws {
    let screen = makeFeed(posts: [])

    let shown = screen.tableView.visibleCells
    #expect(
      shown.map(\.text) == [FeedDataSource.emptyText],
      """
      A feed screen with no posts should show one row, "\(FeedDataSource.emptyText)"; it \
      shows \(texts(of: shown)). Look at what the screen's list asks, and what its data \
      source answers for an empty feed.
      """)
    let dataSource = try #require(
      screen.tableView.dataSource,
      """
      The feed screen's view is loaded, yet its list has no data source to ask. Look at \
      how the screen sets up its list when its view loads (step 2).
      """)
    #expect(
      sameRows(shown, rowsFromScratch(like: screen.tableView, dataSource: dataSource)),
      """
      The empty feed's row is not the one its data source makes: the same data source in a \
      fresh ListView shows \
      \(texts(of: rowsFromScratch(like: screen.tableView, dataSource: dataSource))). The \
      empty row is the data source's to make, like any other row: look for a screen or a \
      list that adds one of its own.
      """)
  }
}
