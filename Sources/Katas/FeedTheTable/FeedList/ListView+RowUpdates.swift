import Foundation
import HeadlessKit

/// Row updates: the list's side of the extra step, ready to use as it is.
///
/// After `reloadData()` every row is a new answer from the data source.
/// After a row update only the inserted rows are: the list asks for their
/// cells and for nothing else, and every other row keeps its cell, moved to
/// its new place. That is what lets a snapshot leave unchanged rows alone,
/// as UIKit's `deleteRows(at:with:)` and `insertRows(at:with:)` do.
///
/// It works on the rows as `reloadData()` left them: `rowCounts` says how
/// many rows each section has, and `visibleCells` holds the cells, top to
/// bottom. The data source must already answer the new rows when it is
/// told about them.
extension ListView: ListUpdating {
  /// Takes away the rows at `indexPaths`, numbered as the list is now. A
  /// path that names no row is left out.
  public func deleteRows(at indexPaths: [IndexPath]) {
    var rows = rowsBySection
    for path in Set(indexPaths).sorted(by: >) {
      guard rows.indices.contains(path.section), rows[path.section].indices.contains(path.row)
      else { continue }
      rows[path.section].remove(at: path.row).removeFromSuperview()
    }
    place(rows)
  }

  /// Adds rows at `indexPaths`, numbered as the list will be after, each
  /// with the cell the data source makes for it. A path past the end of its
  /// section is left out, and so is every path when there is no data source.
  public func insertRows(at indexPaths: [IndexPath]) {
    guard let dataSource else { return }
    var rows = rowsBySection
    for path in Set(indexPaths).sorted() {
      guard rows.indices.contains(path.section), path.row <= rows[path.section].count
      else { continue }
      rows[path.section].insert(dataSource.listView(self, cellForRowAt: path), at: path.row)
    }
    place(rows)
  }

  /// The cells on screen, section by section.
  private var rowsBySection: [[TableViewCell]] {
    var cells = visibleCells[...]
    return rowCounts.map { count in
      defer { cells = cells.dropFirst(count) }
      return Array(cells.prefix(count))
    }
  }

  /// Shows `rows`, top to bottom, `rowHeight` apart, and notes how many
  /// each section has. Adding a cell that is on screen already moves it to
  /// the end, so every cell, kept or new, ends up in its row's order.
  private func place(_ rows: [[TableViewCell]]) {
    rowCounts = rows.map(\.count)
    var top = 0.0
    for cell in rows.joined() {
      cell.frame = Rect(x: 0, y: top, width: frame.width, height: rowHeight)
      addSubview(cell)
      top += rowHeight
    }
  }
}
