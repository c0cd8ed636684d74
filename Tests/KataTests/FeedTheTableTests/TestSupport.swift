import Foundation
import HeadlessKit

@testable import FeedApp
@testable import FeedList

/// A `ListViewDataSource` whose answers the test sets, and which writes down
/// every question it is asked, in order: "sections", "rows 0", "cell 0.1".
@MainActor
final class SpyListDataSource: ListViewDataSource {
  /// Rows per section; the number of sections is its count.
  var rows: [Int]
  private(set) var questions: [String] = []
  /// Every cell handed out, in order.
  private(set) var cellsMade: [TableViewCell] = []
  /// What each cell's text starts with: "row" makes "row 0.1". Change it to
  /// tell one reload's cells from the last one's.
  var label = "row"
  /// Whether each row gets the same cell at every reload, filled in again,
  /// as a data source that reuses its cells would hand them out.
  var reusesCells = false
  private var reusable: [IndexPath: TableViewCell] = [:]

  init(rows: [Int]) {
    self.rows = rows
  }

  func numberOfSections(in listView: ListView) -> Int {
    questions.append("sections")
    return rows.count
  }

  func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
    questions.append("rows \(section)")
    return rows.indices.contains(section) ? rows[section] : 0
  }

  func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    questions.append("cell \(indexPath.section).\(indexPath.row)")
    let text = "\(label) \(indexPath.section).\(indexPath.row)"
    let cell = reusesCells ? reusable[indexPath] ?? TableViewCell() : TableViewCell()
    cell.text = text
    if reusesCells { reusable[indexPath] = cell }
    cellsMade.append(cell)
    return cell
  }

  /// The questions about counts, in the order they were asked.
  var countQuestions: [String] { questions.filter { !$0.hasPrefix("cell") } }

  /// The questions about cells, in the order they were asked.
  var cellQuestions: [String] { questions.filter { $0.hasPrefix("cell") } }

  /// Forgets the questions and the cells handed out so far.
  func forgetQuestions() {
    questions = []
    cellsMade = []
  }
}

/// Posts for the tests, newest first.
let samplePosts = [
  Post(author: "ana", text: "the tram is late again"),
  Post(author: "bo", text: "new bakery on Elm Street"),
  Post(author: "cy", text: "chess in the park at six?"),
]

/// A feed screen with its view loaded, so its list is set up and loaded.
@MainActor
func makeFeed(posts: [Post]) -> FeedViewController {
  let screen = FeedViewController(posts: posts)
  _ = screen.view
  return screen
}

/// The `FeedDataSource`s that `owner` keeps in its stored properties,
/// whatever the properties are called.
@MainActor
func feedDataSources(ownedBy owner: AnyObject) -> [FeedDataSource] {
  Mirror(reflecting: owner).children.compactMap { $0.value as? FeedDataSource }
}

/// What a plain `ListView` the size of `list` shows when `dataSource` feeds
/// it: the rows `list` should be showing, if it asks the same data source.
@MainActor
func rowsFromScratch(like list: ListView, dataSource: any ListViewDataSource) -> [TableViewCell] {
  let fresh = ListView(frame: list.frame)
  fresh.rowHeight = list.rowHeight
  fresh.dataSource = dataSource
  fresh.reloadData()
  return fresh.visibleCells
}

/// Whether two lists of rows show the same thing: text, detail, image and
/// place, row by row.
@MainActor
func sameRows(_ shown: [TableViewCell], _ expected: [TableViewCell]) -> Bool {
  shown.count == expected.count
    && zip(shown, expected).allSatisfy { shown, expected in
      shown.text == expected.text && shown.detailText == expected.detailText
        && shown.imageName == expected.imageName && shown.frame == expected.frame
    }
}

/// Posts by made-up authors, newest first: `someone 1`, `someone 2`...
func posts(_ count: Int) -> [Post] {
  (0..<count).map { Post(author: "someone \($0 + 1)", text: "post number \($0 + 1)") }
}

/// The names of the stored properties of `object` that hold posts.
func postProperties(of object: AnyObject) -> [String] {
  Mirror(reflecting: object).children.compactMap { child in
    child.value is [Post] || child.value is Post ? (child.label ?? "an unnamed property") : nil
  }
}

/// "1 row", "3 rows": a count with its noun, for messages.
func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}

/// Why a list fed by FeedDataSources shows no rows at all, when the reason
/// is an earlier step, tried on a list and data sources of the test's own:
/// a reload that asks nothing (step 1), one that places no cells (step 2),
/// or a FeedDataSource that answers no row a post (step 1). Nil when none
/// of those is why.
@MainActor
func whyNoRows() -> String? {
  let list = ListView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
  let spy = SpyListDataSource(rows: [1])
  list.dataSource = spy
  list.reloadData()
  if spy.countQuestions.isEmpty { return "A reload asks its data source nothing yet: see step 1." }
  if list.visibleCells.isEmpty {
    return "A reload shows none of the cells it is given yet: see the first tests of step 2."
  }
  if FeedDataSource(posts: samplePosts).listView(list, numberOfRowsInSection: 0) != 3 {
    return "FeedDataSource does not answer a row a post yet: see step 1."
  }
  return nil
}

/// The first line of each cell, quoted, for messages: `"ana", "bo"`.
@MainActor
func texts(of cells: [TableViewCell]) -> String {
  cells.isEmpty ? "no rows" : cells.map { "\"\($0.text)\"" }.joined(separator: ", ")
}

/// The name of `object`'s class, or "nobody".
func className(of object: AnyObject?) -> String {
  object.map { String(describing: type(of: $0)) } ?? "nobody"
}

/// Questions for messages: `"sections", "rows 0"`, or "nothing".
func listed(_ questions: [String]) -> String {
  questions.isEmpty ? "nothing" : questions.map { "\"\($0)\"" }.joined(separator: ", ")
}

/// Property names for messages: "`posts`", or "`network` and `session`".
func names(_ labels: [String]) -> String {
  let quoted = labels.map { "`\($0)`" }
  guard let last = quoted.last else { return "nothing" }
  return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " and " + last
}
