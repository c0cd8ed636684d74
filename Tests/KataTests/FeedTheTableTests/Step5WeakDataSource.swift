import Foundation
import HeadlessKit
import Testing

@testable import FeedApp
@testable import FeedList

@Suite("5. The list holds its data source weakly; the screen keeps it alive")
@MainActor
struct Step5 {
  @Test("A data source that only the list refers to is let go")
  func listDoesNotKeepItsDataSource() {
    let list = ListView()
    weak var weakSpy: SpyListDataSource?
    do {
      let spy = SpyListDataSource(rows: [1])
      list.dataSource = spy
      weakSpy = spy
      list.reloadData()
    }

    #expect(
      weakSpy == nil,
      """
      A data source that only the list referred to was still alive after a reload: the \
      list keeps it. The object that sets a list's data source usually owns the list, \
      and is often the data source itself, so a list that keeps it makes a cycle. Look \
      at every way ListView refers to its data source.
      """)
  }

  @Test("A feed's list that outlives its screen does not keep the screen's data source")
  func listOutlivesScreen() {
    weak var weakDataSource: AnyObject?
    let list: ListView
    do {
      let screen = makeFeed(posts: samplePosts)
      screen.add(Post(author: "dee", text: "lunch at six?"))
      weakDataSource = screen.tableView.dataSource
      list = screen.tableView
    }

    #expect(
      weakDataSource == nil,
      """
      The feed screen is gone, but its data source lives on, kept by the list (which \
      something else still holds). Only the screen should keep the data source: look at \
      every way ListView refers to its data source.
      """)
    withExtendedLifetime(list) {}
  }

  @Test("The feed screen keeps its data source alive, so the feed still shows")
  func screenKeepsTheDataSource() throws {
    let screen = makeFeed(posts: samplePosts)

    let how =
      feedDataSources(ownedBy: screen).isEmpty
      ? ", and the screen keeps none: either the screen never gave it one (see step 2), or "
        + "the one it gave was freed, since nothing but the list referred to it"
      : " any more: it was freed, since nothing but the list referred to it"
    let dataSource = try #require(
      screen.tableView.dataSource,
      """
      The feed's list has no data source\(how). Look at what keeps the feed's data source \
      alive for as long as the screen.
      """)
    screen.tableView.reloadData()

    #expect(
      feedDataSources(ownedBy: screen).contains { $0 === dataSource },
      """
      The list asks a data source that is not the FeedDataSource the screen keeps. Look \
      at which data source the screen hands its list.
      """)
    #expect(
      screen.tableView.visibleCells.count == 3,
      """
      The feed should still show its 3 posts after reloading; it shows \
      \(texts(of: screen.tableView.visibleCells)). \
      \(whyNoRows() ?? "Look at what keeps the feed's data source alive.")
      """)
  }
}
