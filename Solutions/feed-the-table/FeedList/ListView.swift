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

/// Qwinkle's own list of rows. It knows how to show rows, and asks its data
/// source what they are: the feed, the friends and the drafts are all plain
/// `ListView`s, each with its own data source.
///
/// It is `public`, not `open`: no module but its own can subclass it, so no
/// app can build its data into a list again.
@MainActor
public final class ListView: View {
  /// Answers the list's questions. Weak: the screen that sets it owns the
  /// list, and is often the data source itself.
  public weak var dataSource: (any ListViewDataSource)?

  /// How tall each row is, in points.
  public var rowHeight = 44.0

  /// Rows per section, as the data source answered at the last reload
  /// and row updates changed it since. Not private: the row updates in
  /// ListView+RowUpdates.swift read and change it too.
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

  /// Throws the rows away and asks the data source again: the number of
  /// sections, the rows in each, then a cell for every row, in order. The
  /// list asks nowhere else, so its owner decides when the screen changes.
  public func reloadData() {
    for cell in visibleCells { cell.removeFromSuperview() }
    guard let dataSource else {
      rowCounts = []
      return
    }
    let sections = max(0, dataSource.numberOfSections(in: self))
    rowCounts = (0..<sections).map {
      max(0, dataSource.listView(self, numberOfRowsInSection: $0))
    }
    var top = 0.0
    for (section, rows) in rowCounts.enumerated() {
      for row in 0..<rows {
        let path = IndexPath(row: row, section: section)
        let cell = dataSource.listView(self, cellForRowAt: path)
        cell.frame = Rect(x: 0, y: top, width: frame.width, height: rowHeight)
        addSubview(cell)
        top += rowHeight
      }
    }
  }
}
