import Foundation
import HeadlessKit

@testable import FeedApp
@testable import FeedList

/// A list that does what UIKit's table does with row updates, and writes
/// down every call: it deletes and inserts rows as told, asks the data
/// source for the cells of inserted rows only, and keeps every other cell.
@MainActor
final class SpyUpdatingList: ListUpdating {
  let dataSource: FeedDataSource
  /// The rows, top to bottom.
  private(set) var rows: [TableViewCell] = []
  /// Every call, in order: "reloadData()", "deleteRows([0, 1])".
  private(set) var calls: [String] = []
  /// The rows whose cells the data source was asked for, in order.
  private(set) var cellsAsked: [Int] = []
  /// Index paths that named no row, a row the data source does not have,
  /// or another section than the feed's.
  private(set) var badPaths: [IndexPath] = []
  /// The data source's methods take a list; this one stands in.
  private let listView = ListView()

  init(dataSource: FeedDataSource) {
    self.dataSource = dataSource
  }

  func reloadData() {
    calls.append("reloadData()")
    let count = dataSource.listView(listView, numberOfRowsInSection: 0)
    rows = (0..<max(0, count)).map(cell(at:))
  }

  func deleteRows(at indexPaths: [IndexPath]) {
    calls.append("deleteRows(\(rowList(indexPaths)))")
    for path in Set(indexPaths).sorted(by: >) {
      guard path.section == 0, rows.indices.contains(path.row) else {
        badPaths.append(path)
        continue
      }
      rows.remove(at: path.row)
    }
  }

  func insertRows(at indexPaths: [IndexPath]) {
    calls.append("insertRows(\(rowList(indexPaths)))")
    let count = dataSource.listView(listView, numberOfRowsInSection: 0)
    for path in Set(indexPaths).sorted() {
      // A row the data source does not have is not asked for: that is a
      // wrong path, and asking might stop a data source that reads posts.
      guard path.section == 0, path.row <= rows.count, path.row < count else {
        badPaths.append(path)
        continue
      }
      rows.insert(cell(at: path.row), at: path.row)
    }
  }

  /// Whether the rows match the data source's count, as UIKit checks after
  /// an update (and stops the app when they do not).
  var countMatches: Bool {
    rows.count == dataSource.listView(listView, numberOfRowsInSection: 0)
  }

  /// The rows the data source would give now, from scratch.
  var rowsFromScratch: [TableViewCell] {
    let count = dataSource.listView(listView, numberOfRowsInSection: 0)
    return (0..<max(0, count)).map {
      dataSource.listView(listView, cellForRowAt: IndexPath(row: $0, section: 0))
    }
  }

  func forgetCalls() {
    calls = []
    cellsAsked = []
  }

  private func cell(at row: Int) -> TableViewCell {
    cellsAsked.append(row)
    return dataSource.listView(listView, cellForRowAt: IndexPath(row: row, section: 0))
  }

  private func rowList(_ paths: [IndexPath]) -> String {
    "[" + paths.map { "[\($0.section), \($0.row)]" }.joined(separator: ", ") + "]"
  }
}
