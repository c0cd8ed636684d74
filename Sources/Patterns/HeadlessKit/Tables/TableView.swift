import Foundation

/// A list of rows in sections, filled by a data source: the stand-in for
/// `UITableView`.
///
/// The table knows how to show rows, not what they are. When told to
/// `reloadData()` it asks its `dataSource` how many sections there are, how
/// many rows each has, and for a cell for every row, then shows those cells,
/// top to bottom, as its subviews. So one table class serves posts, friends
/// or settings alike, and a view tree renderer shows the screen as it is.
///
/// Two things to know, both as in UIKit:
/// - The table asks only on `reloadData()` (or when told of single rows,
///   see TableView+RowUpdates.swift). Change the data and the table keeps
///   showing the old rows until someone reloads it.
/// - It holds `dataSource` and `delegate` weakly. The screen that sets them
///   usually owns the table, so a strong reference back would make a cycle;
///   the price is that a data source nobody else keeps goes away at once,
///   and the table is left asking nobody.
///
/// A real table asks only for the rows on screen and reuses cells as they
/// scroll by. This one does not scroll, so it asks for every row, and takes
/// every cell back for reuse at each reload (see TableView+CellReuse.swift).
@MainActor
open class TableView: View {
  /// Answers "what is in the table?". Weak: see above.
  public weak var dataSource: (any TableViewDataSource)?

  /// Hears "the user selected a row". Weak, like the data source.
  public weak var delegate: (any TableViewDelegate)?

  /// How tall each row is, in points.
  public var rowHeight = 44.0

  /// How tall each section title is, for sections that have one.
  public var sectionHeaderHeight = 28.0

  /// Rows per section, as the data source answered at the last (row) update.
  var rowCounts: [Int] = []

  /// The class that makes each kind of cell (see TableView+CellReuse.swift).
  var registeredCellClasses: [String: TableViewCell.Type] = [:]

  /// Cells the table no longer shows, by kind, waiting to be handed out again.
  var reusableCells: [String: [TableViewCell]] = [:]

  /// The selected row, if any (see TableView+Selection.swift).
  public internal(set) var indexPathForSelectedRow: IndexPath?

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  // MARK: What the table shows

  /// How many sections the table had at the last reload.
  public var numberOfSections: Int { rowCounts.count }

  /// How many rows `section` had at the last reload; 0 for a section the
  /// table does not have.
  public func numberOfRows(inSection section: Int) -> Int {
    rowCounts.indices.contains(section) ? rowCounts[section] : 0
  }

  /// Every row the table shows, top to bottom.
  public var visibleCells: [TableViewCell] {
    subviews.compactMap { $0 as? TableViewCell }
  }

  /// Where each visible row is, top to bottom.
  public var indexPathsForVisibleRows: [IndexPath] {
    visibleCells.compactMap(\.indexPath)
  }

  /// The cell showing the row at `indexPath`, or nil if there is no such row.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    visibleCells.first { $0.indexPath == indexPath }
  }

  /// Where `cell` is in the table, or nil if the table does not show it.
  public func indexPath(for cell: TableViewCell) -> IndexPath? {
    cell.superview === self ? cell.indexPath : nil
  }

  // MARK: Asking the data source

  /// Takes every row back (cells with a reuse identifier wait to be handed
  /// out again) and asks the data source again: the number of sections, the
  /// rows in each, a title for each section, and a cell for each row, in
  /// order. With no data source, the table is left empty.
  ///
  /// A data source that answers a negative count gets no rows for it.
  public func reloadData() {
    for view in subviews where view is TableViewCell || view is SectionHeaderView {
      view.removeFromSuperview()
      guard let cell = view as? TableViewCell else { continue }
      cell.indexPath = nil
      enqueueReusableCell(cell)
    }
    indexPathForSelectedRow = nil
    guard let dataSource else {
      rowCounts = []
      return
    }
    let sections = max(0, dataSource.numberOfSections(in: self))
    rowCounts = (0..<sections).map {
      max(0, dataSource.tableView(self, numberOfRowsInSection: $0))
    }
    showRows(rowCounts.map { Array(repeating: nil, count: $0) }, from: dataSource)
  }

  /// Shows `rows` top to bottom, each section under its title, if it has
  /// one: a row's cell where one is given (a row an update keeps), else a
  /// cell asked of `dataSource`.
  func showRows(_ rows: [[TableViewCell?]], from dataSource: any TableViewDataSource) {
    var top = 0.0
    for (section, cells) in rows.enumerated() {
      if let title = dataSource.tableView(self, titleForHeaderInSection: section) {
        let header = SectionHeaderView(title: title)
        header.frame = Rect(x: 0, y: top, width: frame.width, height: sectionHeaderHeight)
        addSubview(header)
        top += sectionHeaderHeight
      }
      for (row, kept) in cells.enumerated() {
        let indexPath = IndexPath(row: row, section: section)
        place(kept ?? dataSource.tableView(self, cellForRowAt: indexPath), at: indexPath, top: top)
        top += rowHeight
      }
    }
  }

  /// Shows `cell` as the row at `indexPath`, `top` points down the table.
  private func place(_ cell: TableViewCell, at indexPath: IndexPath, top: Double) {
    removeFromReuseQueue(cell)
    cell.indexPath = indexPath
    cell.isSelected = false
    cell.frame = Rect(x: 0, y: top, width: frame.width, height: rowHeight)
    addSubview(cell)
  }

  /// E.g. `TableView (3 rows)`, `TableView (2 sections, 5 rows)`,
  /// `TableView (no rows)`, or `TableView (no data source)`, so an empty
  /// table still says why it is empty.
  open override var summary: String {
    guard dataSource != nil else { return "TableView (no data source)" }
    let rows = rowCounts.reduce(0, +)
    let rowText = rows == 0 ? "no rows" : rows == 1 ? "1 row" : "\(rows) rows"
    let sections = rowCounts.count
    return sections > 1 ? "TableView (\(sections) sections, \(rowText))" : "TableView (\(rowText))"
  }
}
