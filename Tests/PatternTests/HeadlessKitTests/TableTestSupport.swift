import Foundation
import HeadlessKit

/// A table data source whose answers a test sets, and which writes down every
/// question it is asked, in order.
@MainActor
final class StubTableDataSource: TableViewDataSource {
  /// Rows per section; the number of sections is its count.
  var rows: [Int]
  /// Section titles, by section; sections not listed have none.
  var titles: [Int: String] = [:]
  private(set) var questions: [String] = []
  /// Every cell handed out, in order.
  private(set) var cellsMade: [TableViewCell] = []

  init(rows: [Int]) {
    self.rows = rows
  }

  func numberOfSections(in tableView: TableView) -> Int {
    questions.append("sections")
    return rows.count
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    questions.append("rows \(section)")
    return rows[section]
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    questions.append("cell \(indexPath.section).\(indexPath.row)")
    let cell = TableViewCell(text: "s\(indexPath.section) r\(indexPath.row)")
    cellsMade.append(cell)
    return cell
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    titles[section]
  }

  func forgetQuestions() {
    questions = []
  }
}

/// A data source that implements only the two required methods, to show the
/// defaults: one section, no titles.
@MainActor
final class MinimalTableDataSource: TableViewDataSource {
  let items: [String]

  init(_ items: [String]) {
    self.items = items
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(text: items[indexPath.row])
  }
}

/// A table delegate that writes down each selection it hears about.
@MainActor
final class RecordingTableDelegate: TableViewDelegate {
  private(set) var selected: [IndexPath] = []
  /// What the table said was selected when it told the delegate.
  private(set) var selectionWhenTold: [IndexPath?] = []

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
    selectionWhenTold.append(tableView.indexPathForSelectedRow)
  }
}
