import Foundation
import HeadlessKit
import Testing

@testable import FeedTheTable

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
      With no posts the feed is a blank screen: FeedDataSource answers \(rows) rows. What a \
      list shows is the data source's call, even when there is nothing: answer 1 row when \
      posts is empty.
      """)
    let cell = feed.listView(list, cellForRowAt: IndexPath(row: 0, section: 0))
    #expect(
      cell.text == FeedDataSource.emptyText,
      """
      The one row of an empty feed should say "\(FeedDataSource.emptyText)" \
      (FeedDataSource.emptyText); it says "\(cell.text)". In listView(_:cellForRowAt:), \
      return that cell when there are no posts (check posts.isEmpty or the row's index) \
      instead of reading posts[indexPath.row].
      """)
  }

  @Test("A new user's feed screen shows that one row, not a blank list")
  func emptyScreen() {
    let screen = makeFeed(posts: [])

    let shown = screen.tableView.visibleCells
    #expect(
      shown.map(\.text) == [FeedDataSource.emptyText],
      """
      A feed screen with no posts should show one row, "\(FeedDataSource.emptyText)"; it \
      shows \(texts(of: shown)).
      """)
  }
}
