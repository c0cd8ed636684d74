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
      The data source answers 2 rows in section 0 and 1 in section 1, so a reload should \
      ask it for the cells of rows [0, 0], [0, 1] and [1, 0], in that order, once each. \
      It asked \(listed(spy.cellQuestions)). Look at what a reload does once it knows \
      the counts.
      """)
    #expect(
      spy.questions == ["sections", "rows 0", "rows 1", "cell 0.0", "cell 0.1", "cell 1.0"],
      """
      A reload should learn every count before it asks for a single cell, as a table \
      does: the sections, the rows of each, then a cell for every row. A data source may \
      read the list's counts while it makes a cell, and they must be right by then. It \
      asked \(listed(spy.questions)). \
      \(spy.questions.isEmpty
        ? "See step 1."
        : "Look at the order of the questions in reloadData().")
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
      After a reload the list should show exactly the cells its data source returned, \
      the very objects, in order; it shows \(texts(of: shown)). Look at what a reload \
      does with each cell it is given.
      """)
    #expect(
      shown.map(\.frame.minY) == [0, 44, 88],
      """
      Each row should sit rowHeight (44) below the one before it, across sections: the rows \
      start at y = \(shown.map(\.frame.minY)) instead of [0, 44, 88]. \
      \(shown.isEmpty
        ? "The list shows no rows at all: see the test above."
        : "Look at where a reload places each cell.")
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
      "\(cell.detailText ?? "nothing")". Look at how FeedDataSource makes a post's cell, \
      and compare it with FeedListView's rows.
      """)
  }

  @Test("The feed screen's list asks a FeedDataSource that the screen keeps")
  func screenKeepsItsDataSource() throws {
    let screen = makeFeed(posts: samplePosts)

    let dataSource = try #require(
      feedDataSources(ownedBy: screen).first,
      """
      The feed screen keeps no FeedDataSource: none of FeedViewController's stored \
      properties holds one. The feed's posts should live in a data source the screen \
      keeps. Look at FeedViewController's properties and init.
      """)
    #expect(
      screen.tableView.dataSource === dataSource,
      """
      Once the feed screen's view is loaded, its list should ask the FeedDataSource the \
      screen keeps, but the list's data source is \
      \(className(of: screen.tableView.dataSource)). Look at how the screen sets up its \
      list when its view loads.
      """)
  }

  @Test("The list keeps no posts: they live in the data source")
  func listKeepsNoPosts() {
    let screen = makeFeed(posts: samplePosts)

    let kept = postProperties(of: screen.tableView)
    #expect(
      kept.isEmpty,
      """
      The feed's list still keeps posts, in \(names(kept)): it is a list subclass with \
      its data built in. A list only asks; the posts belong to the data source. Look at \
      what kind of list FeedViewController makes.
      """)
  }

  @Test("The feed's list is a plain list: it shows whatever its data source answers")
  func screenListIsPlain() {
    let screen = makeFeed(posts: samplePosts)
    let kind = type(of: screen.tableView as ListView)
    #expect(
      kind == ListView.self,
      """
      The feed screen shows its posts in a \(kind), a subclass of ListView, so the list \
      can still decide what the feed's rows are whatever its data source says. The data \
      source replaces the subclass: look at what kind of list FeedViewController makes.
      """)
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
      The feed's list was given another data source and reloaded. It should have asked \
      that data source, once each, how many sections and rows there are and for every \
      cell; it asked \(listed(spy.questions)). A list that knows about posts can show \
      nothing else: look at what kind of list FeedViewController makes.
      """)
    #expect(
      added.count == spy.cellsMade.count
        && zip(added, spy.cellsMade).allSatisfy { $0 === $1 }
        && list.numberOfSections == 2,
      """
      Given another data source with 2 sections of 2 and 1 rows, the feed's list should \
      show exactly the cells it returned, in 2 sections; it added \(texts(of: added)) and \
      reports \(counted(list.numberOfSections, "section")). A list subclass that makes its own \
      rows \
      is what the data source replaces: look at what kind of list FeedViewController \
      makes.
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
      data source; it shows \(texts(of: shown)). Look at how the screen sets up its list \
      when its view loads.
      """)
    let dataSource = try #require(
      screen.tableView.dataSource,
      """
      The feed screen's view is loaded, yet its list has no data source to ask. Look at \
      how the screen sets up its list when its view loads.
      """)
    #expect(
      sameRows(shown, rowsFromScratch(like: screen.tableView, dataSource: dataSource)),
      """
      The feed screen's rows differ from the ones its data source makes: the same data \
      source in a fresh ListView shows \
      \(texts(of: rowsFromScratch(like: screen.tableView, dataSource: dataSource))). The \
      rows are the list's to place and the data source's to make; look for a screen that \
      builds or places rows itself.
      """)
  }

  @Test("Two lists fed by two FeedDataSources each show their own posts, in cells of their own")
  func twoListsTwoDataSources() throws {
    let ana = samplePosts[0]
    let mine = FeedDataSource(posts: [ana, samplePosts[1]])
    let yours = FeedDataSource(posts: [ana, samplePosts[2]])
    let myList = ListView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let yourList = ListView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    myList.dataSource = mine
    yourList.dataSource = yours

    myList.reloadData()
    yourList.reloadData()

    let myRows = myList.visibleCells
    let yourRows = yourList.visibleCells
    #expect(
      myRows.map(\.text) == ["ana", "bo"] && yourRows.map(\.text) == ["ana", "cy"],
      """
      Two lists, each with a FeedDataSource of its own, were reloaded one after the \
      other; both feeds start with ana's post. The first list should show ana and bo, \
      the second ana and cy, but they show \(texts(of: myRows)) and \
      \(texts(of: yourRows)). \(whyNoRows() ?? sharedByEveryFeed)
      """)
    #expect(
      !myRows.contains { mine in yourRows.contains { $0 === mine } },
      """
      The two lists show some of the very same cell objects, so one list's row is \
      another list's too. Each data source makes the cells for its own list: look for \
      something FeedDataSource keeps for every feed at once.
      """)
    withExtendedLifetime((mine, yours)) {}
  }
}

/// Where to look when two feeds' lists show each other's rows.
private let sharedByEveryFeed = """
  A cell is a view and sits in one list at a time: look for cells, or anything else, \
  that every FeedDataSource shares.
  """
