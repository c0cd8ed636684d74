import Foundation

/// Reusing cells: the table keeps the rows it stops showing and hands them
/// out again, as UIKit's does.
///
/// A data source asks for a cell by kind ("Post", "Friend") instead of
/// making one, and fills it in. The screen says once which class makes each
/// kind (`register(_:forCellReuseIdentifier:)`); the table makes a new cell
/// only when it has no spare one of that kind. A real table reuses cells as
/// they scroll off screen; this one, which does not scroll, takes back every
/// cell at each `reloadData()`.
extension TableView {
  /// Makes cells of `cellClass` for `identifier` from now on, in place of
  /// any class registered for it before.
  public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
    registeredCellClasses[identifier] = cellClass
  }

  /// A cell for the row at `indexPath`, of the kind `identifier`: a spare
  /// one the table showed before (told to `prepareForReuse()` first), or a
  /// new one of the registered class.
  ///
  /// UIKit stops the app when nothing is registered for `identifier`; the
  /// kit makes a plain `TableViewCell` instead, so a slip in a kata fails a
  /// test rather than ending every test at once.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    if let cell = reusableCells[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    let cellClass = registeredCellClasses[identifier] ?? TableViewCell.self
    return cellClass.init(reuseIdentifier: identifier)
  }

  /// Keeps `cell`, which the table no longer shows, for reuse if it has a
  /// kind to be asked for by.
  func enqueueReusableCell(_ cell: TableViewCell) {
    guard let identifier = cell.reuseIdentifier else { return }
    reusableCells[identifier, default: []].append(cell)
  }

  /// Takes `cell` out of the spare cells, because the table shows it again
  /// (a data source may hand back a cell it kept without asking for it).
  func removeFromReuseQueue(_ cell: TableViewCell) {
    guard let identifier = cell.reuseIdentifier else { return }
    reusableCells[identifier]?.removeAll { $0 === cell }
  }
}
