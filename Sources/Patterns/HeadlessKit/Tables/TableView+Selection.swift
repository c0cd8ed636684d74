import Foundation

/// Selecting rows: by the user, which the delegate hears about, or by code,
/// which it does not.
extension TableView {
  /// Simulates the user tapping the row at `indexPath`: the row becomes the
  /// selected one and the delegate is told. A tap on a row the table does
  /// not show does nothing.
  public func tapRow(at indexPath: IndexPath) {
    guard cellForRow(at: indexPath) != nil else { return }
    selectRow(at: indexPath)
    delegate?.tableView(self, didSelectRowAt: indexPath)
  }

  /// Selects the row at `indexPath` from code, or clears the selection when
  /// `indexPath` is nil. As in UIKit, the delegate is *not* told: it hears
  /// only about what the user does, so code that selects a row never
  /// triggers its own reaction by accident.
  public func selectRow(at indexPath: IndexPath?) {
    guard let indexPath, let cell = cellForRow(at: indexPath) else {
      deselectAll()
      return
    }
    deselectAll()
    cell.isSelected = true
    indexPathForSelectedRow = indexPath
  }

  /// Clears the selection if it is the row at `indexPath`.
  public func deselectRow(at indexPath: IndexPath) {
    guard indexPathForSelectedRow == indexPath else { return }
    deselectAll()
  }

  private func deselectAll() {
    for cell in visibleCells { cell.isSelected = false }
    indexPathForSelectedRow = nil
  }
}
