import Foundation
import HeadlessKit
import Testing

@MainActor
@Suite("TableView: selecting rows")
struct TableViewSelectionTests {
  private func loadedTable(rows: [Int]) -> (TableView, StubTableDataSource) {
    let dataSource = StubTableDataSource(rows: rows)
    let table = TableView()
    table.dataSource = dataSource
    table.reloadData()
    return (table, dataSource)
  }

  @Test("A tap on a row selects it and tells the delegate, once the selection is set")
  func tapTellsDelegate() {
    let (table, dataSource) = loadedTable(rows: [3])
    let delegate = RecordingTableDelegate()
    table.delegate = delegate
    let path = IndexPath(row: 1, section: 0)

    table.tapRow(at: path)

    #expect(delegate.selected == [path])
    #expect(delegate.selectionWhenTold == [path])
    #expect(table.indexPathForSelectedRow == path)
    #expect(table.cellForRow(at: path)?.isSelected == true)
    withExtendedLifetime(dataSource) {}
  }

  @Test("Tapping another row moves the selection")
  func selectionMoves() {
    let (table, dataSource) = loadedTable(rows: [3])
    table.tapRow(at: IndexPath(row: 0, section: 0))

    table.tapRow(at: IndexPath(row: 2, section: 0))

    #expect(table.visibleCells.map(\.isSelected) == [false, false, true])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    withExtendedLifetime(dataSource) {}
  }

  @Test("A tap on a row the table does not show does nothing")
  func tapOutside() {
    let (table, dataSource) = loadedTable(rows: [1])
    let delegate = RecordingTableDelegate()
    table.delegate = delegate

    table.tapRow(at: IndexPath(row: 4, section: 0))

    #expect(delegate.selected.isEmpty)
    #expect(table.indexPathForSelectedRow == nil)
    withExtendedLifetime(dataSource) {}
  }

  @Test("Selecting from code does not tell the delegate, as in UIKit")
  func codeSelectionIsSilent() {
    let (table, dataSource) = loadedTable(rows: [2])
    let delegate = RecordingTableDelegate()
    table.delegate = delegate

    table.selectRow(at: IndexPath(row: 1, section: 0))

    #expect(delegate.selected.isEmpty)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    withExtendedLifetime(dataSource) {}
  }

  @Test("Deselecting and reloading both clear the selection")
  func deselect() {
    let (table, dataSource) = loadedTable(rows: [2])
    table.selectRow(at: IndexPath(row: 1, section: 0))

    table.deselectRow(at: IndexPath(row: 0, section: 0))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))

    table.deselectRow(at: IndexPath(row: 1, section: 0))
    #expect(table.indexPathForSelectedRow == nil)
    #expect(table.visibleCells.allSatisfy { !$0.isSelected })

    table.selectRow(at: IndexPath(row: 0, section: 0))
    table.reloadData()
    #expect(table.indexPathForSelectedRow == nil)
    #expect(table.visibleCells.allSatisfy { !$0.isSelected })
    withExtendedLifetime(dataSource) {}
  }

  @Test("A selected cell says so in the rendering")
  func selectedSummary() {
    let (table, dataSource) = loadedTable(rows: [1])
    table.tapRow(at: IndexPath(row: 0, section: 0))

    #expect(table.visibleCells.first?.summary == "TableViewCell [0, 0] \"s0 r0\" (selected)")
    withExtendedLifetime(dataSource) {}
  }
}
