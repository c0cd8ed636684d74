import Foundation

/// Updating rows one by one instead of reloading: UIKit's `deleteRows(at:
/// with:)` and `insertRows(at:with:)`, run together as one batch.
///
/// After a reload every row is a new answer from the data source. After a
/// row update only the inserted rows are: the table asks for their cells
/// and nothing else, and every other row keeps its cell, moved to its new
/// place. That is what a diffable data source relies on to leave unchanged
/// rows alone.
///
/// The data source must already answer the new counts: each section's old
/// count, less its deleted rows, plus its inserted rows. UIKit stops the app
/// when it does not; the kit reloads instead, so the screen shows the data
/// source's answers and a mistake shows as every row rebuilt.
extension TableView {
  /// Takes away the rows at `indexPaths`, numbered as the table is now.
  public func deleteRows(at indexPaths: [IndexPath]) {
    performRowUpdates(deleting: indexPaths, inserting: [])
  }

  /// Adds rows at `indexPaths`, numbered as the table will be after.
  public func insertRows(at indexPaths: [IndexPath]) {
    performRowUpdates(deleting: [], inserting: indexPaths)
  }

  /// Deletes, then inserts, as one batch (UIKit's `performBatchUpdates`):
  /// `deleting` numbered as the table is now, `inserting` as it will be.
  /// Sections are not added or removed; the selection is cleared.
  public func performRowUpdates(deleting: [IndexPath], inserting: [IndexPath]) {
    guard let dataSource, let rows = rowsAfterUpdates(deleting: deleting, inserting: inserting),
      dataSource.numberOfSections(in: self) == rows.count,
      rows.indices.allSatisfy({
        dataSource.tableView(self, numberOfRowsInSection: $0) == rows[$0].count
      })
    else {
      reloadData()
      return
    }
    for view in subviews where view is SectionHeaderView { view.removeFromSuperview() }
    for cell in visibleCells where !rows.joined().contains(where: { $0 === cell }) {
      cell.removeFromSuperview()
      cell.indexPath = nil
      enqueueReusableCell(cell)
    }
    indexPathForSelectedRow = nil
    rowCounts = rows.map(\.count)
    showRows(rows, from: dataSource)
  }

  /// Each section's rows after the updates: the cell kept for each row, or
  /// nil where a row is inserted. Nil when a path names no such row.
  private func rowsAfterUpdates(deleting: [IndexPath], inserting: [IndexPath])
    -> [[TableViewCell?]]?
  {
    var rows: [[TableViewCell?]] = (0..<numberOfSections).map { section in
      (0..<numberOfRows(inSection: section)).map {
        cellForRow(at: IndexPath(row: $0, section: section))
      }
    }
    for path in Set(deleting).sorted(by: >) {
      guard rows.indices.contains(path.section), rows[path.section].indices.contains(path.row)
      else { return nil }
      rows[path.section].remove(at: path.row)
    }
    for path in Set(inserting).sorted() {
      guard rows.indices.contains(path.section), path.row <= rows[path.section].count
      else { return nil }
      rows[path.section].insert(nil, at: path.row)
    }
    return rows
  }
}
