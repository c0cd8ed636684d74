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
      ListView kept its data source alive after a reload. The object that sets a list's \
      data source usually owns the list, and is often the data source itself: a strong \
      reference back makes a cycle. Declare it `weak var dataSource: (any \
      ListViewDataSource)?`, and keep no other reference to it in the list.
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
      something else still holds). Only the screen should keep the data source: the list \
      refers to it weakly and nothing else.
      """)
    withExtendedLifetime(list) {}
  }

  @Test("The feed screen keeps its data source alive, so the feed still shows")
  func screenKeepsTheDataSource() throws {
    let screen = makeFeed(posts: samplePosts)

    let dataSource = try #require(
      screen.tableView.dataSource,
      """
      The feed's list has no data source any more: with a weak reference, a data source \
      that nobody else keeps is gone at once. Keep it in a stored property of \
      FeedViewController (`let dataSource: FeedDataSource`) and hand that to the list.
      """)
    screen.tableView.reloadData()

    #expect(
      feedDataSources(ownedBy: screen).contains { $0 === dataSource },
      "The list's data source should be the FeedDataSource the screen keeps.")
    #expect(
      screen.tableView.visibleCells.count == 3,
      """
      The feed should still show its 3 posts after reloading; it shows \
      \(texts(of: screen.tableView.visibleCells)).
      """)
  }

  @Test("A closed feed screen is freed, with its data source")
  func screenIsFreed() {
    weak var weakScreen: FeedViewController?
    weak var weakDataSource: AnyObject?
    do {
      let screen = makeFeed(posts: samplePosts)
      screen.add(Post(author: "dee", text: "lunch at six?"))
      weakScreen = screen
      weakDataSource = screen.tableView.dataSource
    }

    #expect(
      weakScreen == nil && weakDataSource == nil,
      """
      The feed screen or its data source outlived the screen, even after a post was added: \
      something holds them strongly in a loop, or keeps them somewhere shared. The screen \
      should own the list and the data source; neither should point back to the screen, \
      not even from a closure (capture [weak self]).
      """)
  }
}
