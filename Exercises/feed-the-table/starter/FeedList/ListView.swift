import Foundation
import HeadlessKit

/// What a `ListView` asks the object that feeds it: how many sections, how
/// many rows in each, and a cell for each row.
@MainActor
public protocol ListViewDataSource: AnyObject {
  func numberOfSections(in listView: ListView) -> Int
  func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int
  func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

/// Qwinkle's own list of rows, written before the toolkit had a table.
///
/// It was meant to get its rows from a data source, but it never learnt to
/// ask: it shows whatever cells a subclass hands to `show(_:)` when it
/// overrides `reloadData()`. So every list in the app is a subclass with its
/// data built in (see FeedListView, in the app's module). That is why the
/// class and `reloadData()` are `open`: another module may subclass only
/// what is open.
@MainActor
open class ListView: View {
  /// Meant to answer the list's questions. Nothing asks it yet.
  public var dataSource: (any ListViewDataSource)?

  /// How tall each row is, in points.
  public var rowHeight = 44.0

  /// Rows per section, as the list shows them now. Not private: the row
  /// updates in ListView+RowUpdates.swift read and change it too, so keep
  /// its name.
  var rowCounts: [Int] = []

  /// How many sections the list shows.
  public var numberOfSections: Int { rowCounts.count }

  /// How many rows `section` shows; 0 for a section the list does not have.
  public func numberOfRows(inSection section: Int) -> Int {
    rowCounts.indices.contains(section) ? rowCounts[section] : 0
  }

  /// The rows on screen, top to bottom.
  public var visibleCells: [TableViewCell] {
    subviews.compactMap { $0 as? TableViewCell }
  }

  /// Shows the rows again. Here it does nothing: each subclass overrides it
  /// and calls `show(_:)` with its rows.
  open func reloadData() {}

  /// Replaces the rows on screen with `cells`, as one section, top to bottom.
  public func show(_ cells: [TableViewCell]) {
    for cell in visibleCells { cell.removeFromSuperview() }
    rowCounts = [cells.count]
    for (row, cell) in cells.enumerated() {
      cell.frame = Rect(x: 0, y: Double(row) * rowHeight, width: frame.width, height: rowHeight)
      addSubview(cell)
    }
  }
}
