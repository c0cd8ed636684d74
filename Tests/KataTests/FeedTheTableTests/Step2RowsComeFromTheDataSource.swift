import Foundation
import HeadlessKit
import Testing

@testable import FeedApp
@testable import FeedList

@Suite("2. The feed's rows come from a FeedDataSource, not from a list subclass")
@MainActor
struct Step2 {
  @Test("reloadData() asks for a cell for every row, section by section, in order")
  func asksForEveryCell() {
    let list = ListView()
    let spy = SpyListDataSource(rows: [2, 1])
    list.dataSource = spy

    list.reloadData()

    #expect(
      spy.cellQuestions == ["cell 0.0", "cell 0.1", "cell 1.0"],
      """
      With 2 rows in section 0 and 1 in section 1, reloadData() should ask \
      listView(_:cellForRowAt:) for [0, 0], [0, 1] and [1, 0], in that order. It asked \
      \(listed(spy.cellQuestions)). Loop over the sections, and over each section's rows; \
      make the paths with IndexPath(row:section:).
      """)
  }

  @Test("The cells the data source made are the list's rows, top to bottom")
  func cellsAreTheRows() {
    let list = ListView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let spy = SpyListDataSource(rows: [2, 1])
    list.dataSource = spy

    list.reloadData()

    let shown = list.visibleCells
    #expect(
      shown.count == spy.cellsMade.count && zip(shown, spy.cellsMade).allSatisfy { $0 === $1 },
      """
      The list should show exactly the cells its data source returned, in order, as its \
      subviews (addSubview). It shows \(texts(of: shown)).
      """)
    #expect(
      shown.map(\.frame.minY) == [0, 44, 88],
      """
      Each row should sit rowHeight (44) below the one before it, across sections: the rows \
      start at y = \(shown.map(\.frame.minY)) instead of [0, 44, 88].
      """)
  }

  @Test("FeedDataSource's cell for a post shows its author, then the post")
  func feedCells() {
    let list = ListView()
    let feed = FeedDataSource(posts: samplePosts)

    let cell = feed.listView(list, cellForRowAt: IndexPath(row: 1, section: 0))

    #expect(
      cell.text == "bo" && cell.detailText == "new bakery on Elm Street",
      """
      The cell for row 1 should show posts[1]: text "bo" (the author) and detailText \
      "new bakery on Elm Street" (the post). It shows "\(cell.text)" and \
      "\(cell.detailText ?? "nothing")". Build it as FeedListView did: \
      TableViewCell(text: post.author, detailText: post.text).
      """)
  }

  @Test("The feed screen's list asks a FeedDataSource that the screen keeps")
  func screenKeepsItsDataSource() throws {
    let screen = makeFeed(posts: samplePosts)

    let dataSource = try #require(
      feedDataSources(ownedBy: screen).first,
      """
      FeedViewController has no stored property holding a FeedDataSource. Give it one \
      (for example `let dataSource: FeedDataSource`), made in init with the posts.
      """)
    #expect(
      screen.tableView.dataSource === dataSource,
      """
      The feed's list has \(className(of: screen.tableView.dataSource)) as its data source. \
      In viewDidLoad, set `tableView.dataSource = dataSource` before reloadData().
      """)
  }

  @Test("The list keeps no posts: they live in the data source")
  func listKeepsNoPosts() {
    let screen = makeFeed(posts: samplePosts)

    let kept = postProperties(of: screen.tableView)
    #expect(
      kept.isEmpty,
      """
      The feed's list still keeps posts in \(names(kept)): it is a list \
      subclass with its data built in. Make tableView a plain ListView() and keep the posts \
      in the FeedDataSource instead.
      """)
  }

  @Test("The feed's list is a plain list: it shows whatever its data source answers")
  func screenListIsPlain() {
    let screen = makeFeed(posts: samplePosts)
    let spy = SpyListDataSource(rows: [2, 1])
    screen.tableView.dataSource = spy
    let before = screen.tableView.visibleCells

    screen.tableView.reloadData()

    // Rows left from before may stay until step 4; every new row must be the spy's.
    let list = screen.tableView
    let added = list.visibleCells.filter { cell in !before.contains { $0 === cell } }
    #expect(
      spy.countQuestions == ["sections", "rows 0", "rows 1"]
        && spy.cellQuestions == ["cell 0.0", "cell 0.1", "cell 1.0"],
      """
      Given another data source, the feed's list should ask it, once each, how many \
      sections and rows there are and for every cell; it asked \(listed(spy.questions)). \
      The list must not know about posts: make tableView a plain ListView().
      """)
    #expect(
      added.count == spy.cellsMade.count
        && zip(added, spy.cellsMade).allSatisfy { $0 === $1 }
        && list.numberOfSections == 2,
      """
      Given another data source with 2 sections of 2 and 1 rows, the feed's list should \
      show exactly the cells it returned, in 2 sections; it added \(texts(of: added)) and \
      reports \(list.numberOfSections) sections. A list subclass \
      that makes its own rows is what the data source replaces: use a plain ListView().
      """)
  }

  @Test("The feed screen shows its posts, newest first")
  func screenShowsPosts() throws {
    let screen = makeFeed(posts: samplePosts)

    let shown = screen.tableView.visibleCells
    #expect(
      shown.map(\.text) == ["ana", "bo", "cy"]
        && shown.map(\.detailText) == samplePosts.map(\.text),
      """
      The feed screen should show its three posts, ana's first, each cell made by the \
      data source; it shows \(texts(of: shown)).
      """)
    let dataSource = try #require(
      screen.tableView.dataSource,
      "The feed's list has no data source: hand it the screen's FeedDataSource in viewDidLoad.")
    #expect(
      sameRows(shown, rowsFromScratch(like: screen.tableView, dataSource: dataSource)),
      """
      The feed screen's rows differ from the ones its data source makes: the same data \
      source in a fresh ListView shows \
      \(texts(of: rowsFromScratch(like: screen.tableView, dataSource: dataSource))). The \
      screen should not build or place rows itself: in viewDidLoad, hand the data source to \
      the list and call tableView.reloadData().
      """)
  }
}
