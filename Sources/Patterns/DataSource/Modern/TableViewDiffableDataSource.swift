import Foundation
import HeadlessKit

/// A table's data source that is given snapshots instead of being asked to
/// keep data: UIKit's `UITableViewDiffableDataSource`, on the toolkit.
///
/// It still answers the table's questions (it is an ordinary
/// `TableViewDataSource`, set on the table when it is made), from the
/// snapshot it last applied; a row's cell comes from `cellProvider`, given
/// the row's item. What changes is who calls whom afterwards: instead of
/// `reloadData()`, `apply(_:)` compares the new snapshot with the last one,
/// section by section, with the standard library's `difference(from:)`,
/// and tells the table which rows went and which came. The table then asks
/// for the new rows' cells only; a row whose item stayed keeps its cell.
///
/// The table holds it weakly, as any data source: its owner keeps it.
@MainActor
public final class TableViewDiffableDataSource<
  Section: Hashable & Sendable, Item: Hashable & Sendable
>:
  TableViewDataSource
{
  public typealias CellProvider = @MainActor (TableView, IndexPath, Item) -> TableViewCell

  /// The snapshot the table shows now.
  public private(set) var snapshot = TableSnapshot<Section, Item>()
  private weak var tableView: TableView?
  private let cellProvider: CellProvider

  public init(tableView: TableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  /// Shows `newSnapshot`: the rows whose items are gone are deleted, rows
  /// for new items inserted, and the others left as they are. When the
  /// sections themselves change, the table is reloaded instead (UIKit
  /// would insert and delete sections; this one does not).
  public func apply(_ newSnapshot: TableSnapshot<Section, Item>) {
    let old = snapshot
    snapshot = newSnapshot
    guard let tableView else { return }
    guard old.sectionIdentifiers == newSnapshot.sectionIdentifiers else {
      tableView.reloadData()
      return
    }
    var deleted: [IndexPath] = []
    var inserted: [IndexPath] = []
    for (section, id) in newSnapshot.sectionIdentifiers.enumerated() {
      let diff = newSnapshot.itemIdentifiers(inSection: id)
        .difference(from: old.itemIdentifiers(inSection: id))
      for change in diff {
        switch change {
        case .remove(let offset, _, _): deleted.append(IndexPath(row: offset, section: section))
        case .insert(let offset, _, _): inserted.append(IndexPath(row: offset, section: section))
        }
      }
    }
    guard !deleted.isEmpty || !inserted.isEmpty else { return }
    tableView.performRowUpdates(deleting: deleted, inserting: inserted)
  }

  /// The item shown at `indexPath`, or nil if there is none.
  public func itemIdentifier(for indexPath: IndexPath) -> Item? {
    guard snapshot.sectionIdentifiers.indices.contains(indexPath.section) else { return nil }
    let items = snapshot.itemIdentifiers(inSection: snapshot.sectionIdentifiers[indexPath.section])
    return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
  }

  // MARK: The table's questions, answered from the snapshot

  public func numberOfSections(in tableView: TableView) -> Int {
    snapshot.sectionIdentifiers.count
  }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    guard snapshot.sectionIdentifiers.indices.contains(section) else { return 0 }
    return snapshot.itemIdentifiers(inSection: snapshot.sectionIdentifiers[section]).count
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  {
    guard let item = itemIdentifier(for: indexPath) else { return TableViewCell() }
    return cellProvider(tableView, indexPath, item)
  }
}
