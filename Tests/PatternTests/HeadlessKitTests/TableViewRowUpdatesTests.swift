import Foundation
import HeadlessKit
import Testing

@MainActor
@Suite("Row updates ask for new rows only and keep the others")
struct TableViewRowUpdatesTests {
  let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
  let dataSource = StubTableDataSource(rows: [2, 2])

  init() {
    dataSource.titles = [1: "Later"]
    table.dataSource = dataSource
    table.reloadData()
    dataSource.forgetQuestions()
  }

  @Test("Deleting a row takes its cell back; the rest keep theirs, laid out again")
  func delete() {
    let before = table.visibleCells
    dataSource.rows = [1, 2]

    table.deleteRows(at: [IndexPath(row: 0, section: 0)])

    #expect(!dataSource.questions.contains { $0.hasPrefix("cell") })
    #expect(
      table.visibleCells.count == 3
        && zip(table.visibleCells, before.dropFirst()).allSatisfy { $0 === $1 })
    #expect(before[0].superview == nil && before[0].indexPath == nil)
    #expect(
      table.indexPathsForVisibleRows
        == [[0, 0], [1, 0], [1, 1]].map { IndexPath(row: $0[1], section: $0[0]) })
    let header = table.subviews.compactMap { $0 as? SectionHeaderView }
    #expect(header.map(\.title) == ["Later"] && header.first?.frame.minY == 44)
    #expect(table.visibleCells.map(\.frame.minY) == [0, 72, 116])
  }

  @Test("Inserting a row asks for that row's cell, and only it")
  func insert() {
    let before = table.visibleCells
    dataSource.rows = [2, 3]

    table.insertRows(at: [IndexPath(row: 1, section: 1)])

    #expect(dataSource.questions.filter { $0.hasPrefix("cell") } == ["cell 1.1"])
    #expect(table.numberOfRows(inSection: 1) == 3)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 1)) === before[3])
  }

  @Test("A batch deletes in the old numbering, then inserts in the new")
  func batch() {
    let before = table.visibleCells
    dataSource.rows = [2, 2]

    table.performRowUpdates(
      deleting: [IndexPath(row: 0, section: 0)], inserting: [IndexPath(row: 1, section: 0)])

    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === before[1])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === dataSource.cellsMade.last)
  }

  @Test("A path with no such row, or counts the data source does not give, reload instead")
  func mismatches() {
    table.deleteRows(at: [IndexPath(row: 5, section: 0)])
    #expect(dataSource.questions.filter { $0.hasPrefix("cell") }.count == 4)

    dataSource.forgetQuestions()
    table.deleteRows(at: [IndexPath(row: 0, section: 0)])
    #expect(dataSource.questions.filter { $0.hasPrefix("cell") }.count == 4)
    #expect(table.numberOfRows(inSection: 0) == 2)
  }
}
