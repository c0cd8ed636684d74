import Foundation
import HeadlessKit
import Testing

@testable import DataSource

@MainActor
@Suite("A diffable data source tells the table what changed")
struct DiffableDataSourceTests {
  let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
  /// Every item the cell provider was asked for, in order.
  let asked = Box()
  let dataSource: TableViewDiffableDataSource<String, String>

  final class Box { var items: [String] = [] }

  init() {
    let asked = asked
    dataSource = TableViewDiffableDataSource(tableView: table) { _, _, item in
      asked.items.append(item)
      return TableViewCell(text: item)
    }
  }

  func snapshot(_ sections: [String: [String]], order: [String]) -> TableSnapshot<String, String> {
    var snapshot = TableSnapshot<String, String>()
    try? snapshot.appendSections(order)
    for section in order { try? snapshot.appendItems(sections[section] ?? [], toSection: section) }
    return snapshot
  }

  func snapshot(_ items: [String]) -> TableSnapshot<String, String> {
    snapshot(["main": items], order: ["main"])
  }

  @Test("Made with a table, it is that table's data source")
  func becomesTheDataSource() {
    #expect(table.dataSource === dataSource)
  }

  @Test("The first snapshot loads the table: every cell asked for")
  func firstApply() {
    dataSource.apply(snapshot(["a", "b"]))

    #expect(asked.items == ["a", "b"])
    #expect(table.visibleCells.map(\.text) == ["a", "b"])
    #expect(table.numberOfRows(inSection: 0) == 2)
  }

  @Test("A later snapshot asks only for new items; the other rows keep their cells")
  func diffKeepsCells() throws {
    dataSource.apply(snapshot(["a", "b", "c"]))
    let cells = table.visibleCells
    asked.items = []

    dataSource.apply(snapshot(["d", "a", "c", "e"]))

    #expect(asked.items == ["d", "e"])
    #expect(table.visibleCells.map(\.text) == ["d", "a", "c", "e"])
    #expect(table.visibleCells[1] === cells[0] && table.visibleCells[2] === cells[2])
    #expect(cells[1].superview == nil, "The deleted row's cell leaves the table.")
    #expect(table.visibleCells.map(\.frame.minY) == [0, 44, 88, 132])
    #expect(table.indexPathsForVisibleRows.map(\.row) == [0, 1, 2, 3])
  }

  @Test("Each section is compared on its own, with its own index paths")
  func sections() {
    dataSource.apply(snapshot(["x": ["a"], "y": ["b", "c"]], order: ["x", "y"]))
    let cells = table.visibleCells
    asked.items = []

    dataSource.apply(snapshot(["x": ["a", "d"], "y": ["c"]], order: ["x", "y"]))

    #expect(asked.items == ["d"])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.text == "d")
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === cells[2])
    #expect([0, 1].map(table.numberOfRows(inSection:)) == [2, 1])
  }

  @Test("The same snapshot again asks for nothing")
  func sameSnapshot() {
    dataSource.apply(snapshot(["a", "b"]))
    asked.items = []

    dataSource.apply(snapshot(["a", "b"]))

    #expect(asked.items.isEmpty)
  }

  @Test("New sections reload the table")
  func newSections() {
    dataSource.apply(snapshot(["a"]))
    asked.items = []

    dataSource.apply(snapshot(["x": ["a"], "y": ["b"]], order: ["x", "y"]))

    #expect(asked.items == ["a", "b"])
    #expect(table.numberOfSections == 2)
  }

  @Test("Row updates that do not match the data source's counts reload instead")
  func inconsistentUpdate() {
    dataSource.apply(snapshot(["a", "b"]))
    asked.items = []

    table.insertRows(at: [IndexPath(row: 0, section: 0)])

    #expect(asked.items == ["a", "b"], "Every row asked again, as at a reload.")
    #expect(table.visibleCells.map(\.text) == ["a", "b"])
  }
}
