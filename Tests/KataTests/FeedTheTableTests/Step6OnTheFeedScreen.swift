import Foundation
import HeadlessKit
import Testing

@testable import FeedApp
@testable import FeedList

/// Step 6 on the feed screen itself: its snapshots reach its own list, the
/// kata's real `ListView`, not only the test double of the other tests.
extension Step6 {
  @Test("The feed screen applies a snapshot to its own list: posts that stayed keep their cells")
  func screenUpdatesItsOwnList() throws {
    let screen = makeFeed(posts: [ana, bo, cy])
    let before = screen.tableView.visibleCells
    try #require(
      before.count == 3,
      """
      The feed screen shows \(counted(before.count, "row")) for 3 posts: finish steps 1 to 5 first.
      """
    )

    screen.show(try snapshot([dee, ana, cy]))

    let list = screen.tableView
    let after = list.visibleCells
    #expect(
      after.map(\.text) == ["dee", "ana", "cy"] && list.numberOfRows(inSection: 0) == 3
        && after.map(\.frame.minY) == [0, 44, 88],
      """
      The feed screen, showing ana, bo and cy, was given a snapshot of dee, ana and cy. \
      Its own list should show dee, ana, cy, one under the other, and report 3 rows; it \
      shows \(texts(of: after)) at y = \(after.map(\.frame.minY)) and reports \
      \(counted(list.numberOfRows(inSection: 0), "row")). Look at what the screen does with a \
      snapshot, and at what apply(_:to:) tells the list.
      """)
    let (probeSource, probe) = shown([ana, bo, cy])
    probeSource.apply(try snapshot([dee, ana, cy]), to: probe)
    let why =
      probe.calls.contains("reloadData()")
      ? "apply(_:to:) reloads any list it is given, not only this one: see the first test "
        + "of this step."
      : "This is the screen's own ListView, not a stand-in for one. Look for a path that "
        + "reloads the feed's ListView where any other list would be told which rows changed."
    #expect(
      after.count == 3 && after[1] === before[0] && after[2] === before[2],
      """
      ana's and cy's posts stayed, so on the feed screen's own list their rows should \
      keep the very cells they had; the rows were rebuilt instead. \(why)
      """)
  }

  @Test("On the feed screen, the first post replaces the empty row, and the last brings it back")
  func screenEmptyRow() throws {
    let screen = makeFeed(posts: [])

    screen.show(try snapshot([dee]))
    let first = screen.tableView.visibleCells
    screen.show(try snapshot([]))
    let last = screen.tableView.visibleCells

    #expect(
      first.map(\.text) == ["dee"] && last.map(\.text) == [FeedDataSource.emptyText]
        && screen.tableView.numberOfRows(inSection: 0) == 1,
      """
      A new user's feed screen got a snapshot with one post, then one with none. Its \
      list should show dee's row alone, then "\(FeedDataSource.emptyText)" alone; it \
      showed \(texts(of: first)), then \(texts(of: last)). \
      \(FeedDataSource(posts: []).listView(ListView(), numberOfRowsInSection: 0) == 1
        ? "Look at what becomes of the empty row in apply(_:to:)."
        : "FeedDataSource has no empty row yet: see step 3.")
      """)
  }

  @Test("A feed screen that showed a snapshot is freed once closed, with its data source")
  func screenFreedAfterSnapshot() throws {
    weak var weakScreen: FeedViewController?
    weak var weakDataSource: AnyObject?
    do {
      let screen = makeFeed(posts: [ana, bo])
      screen.show(try snapshot([dee, ana]))
      weakScreen = screen
      weakDataSource = screen.tableView.dataSource
    }

    #expect(
      weakScreen == nil && weakDataSource == nil,
      """
      A feed screen showed a snapshot and was then let go, yet the \
      \(weakScreen != nil ? "screen" : "data source") is still alive. A screen must go \
      whatever it showed last: look for something made when a snapshot comes that holds \
      the screen, closures included.
      """)
  }
}
