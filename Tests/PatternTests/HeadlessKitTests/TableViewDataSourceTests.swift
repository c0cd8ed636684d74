import Foundation
import HeadlessKit
import Testing

@MainActor
@Suite("TableView: asks its data source on reloadData()")
struct TableViewDataSourceTests {
  @Test("IndexPath(row:section:) keeps the section first and the row second")
  func indexPath() {
    let path = IndexPath(row: 2, section: 1)

    #expect(path.section == 1)
    #expect(path.row == 2)
    #expect(path == IndexPath(indexes: [1, 2]))
  }

  @Test("A path too short to name a row answers 0 instead of stopping")
  func shortIndexPath() {
    #expect(IndexPath().section == 0)
    #expect(IndexPath(index: 4).section == 4)
    #expect(IndexPath(index: 4).row == 0)
  }

  @Test("A new table has asked nothing and shows nothing")
  func newTable() {
    let dataSource = StubTableDataSource(rows: [2])
    let table = TableView()
    table.dataSource = dataSource

    #expect(dataSource.questions.isEmpty)
    #expect(table.numberOfSections == 0)
    #expect(table.visibleCells.isEmpty)
  }

  @Test("reloadData asks for the sections, then each section's rows, then each cell")
  func questionOrder() {
    let dataSource = StubTableDataSource(rows: [2, 1])
    let table = TableView()
    table.dataSource = dataSource

    table.reloadData()

    #expect(
      dataSource.questions == ["sections", "rows 0", "rows 1", "cell 0.0", "cell 0.1", "cell 1.0"])
  }

  @Test("The table reports the counts the data source gave")
  func counts() {
    let dataSource = StubTableDataSource(rows: [2, 0, 3])
    let table = TableView()
    table.dataSource = dataSource

    table.reloadData()

    #expect(table.numberOfSections == 3)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.numberOfRows(inSection: 1) == 0)
    #expect(table.numberOfRows(inSection: 2) == 3)
    #expect(table.numberOfRows(inSection: 3) == 0)
    #expect(table.numberOfRows(inSection: -1) == 0)
  }

  @Test("The cells the data source made are the table's subviews, in order, top to bottom")
  func cellsAreSubviews() {
    let dataSource = StubTableDataSource(rows: [2, 1])
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 400))
    table.dataSource = dataSource

    table.reloadData()

    #expect(table.visibleCells.count == 3)
    #expect(zip(table.visibleCells, dataSource.cellsMade).allSatisfy { $0 === $1 })
    #expect(table.visibleCells.allSatisfy { $0.superview === table })
    #expect(table.visibleCells.map(\.frame.minY) == [0, 44, 88])
    #expect(table.visibleCells.allSatisfy { $0.frame.width == 320 })
  }

  @Test("Each cell knows where it is, and the table finds it from there")
  func cellLookup() throws {
    let dataSource = StubTableDataSource(rows: [2, 1])
    let table = TableView()
    table.dataSource = dataSource
    table.reloadData()

    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))

    #expect(cell.text == "s1 r0")
    #expect(table.indexPath(for: cell) == IndexPath(row: 0, section: 1))
    #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) == nil)
    #expect(table.indexPath(for: TableViewCell(text: "elsewhere")) == nil)
    #expect(
      table.indexPathsForVisibleRows == [
        IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1),
      ])
  }

  @Test("A data source that implements only the required methods gets one section")
  func defaults() {
    let dataSource = MinimalTableDataSource(["a", "b"])
    let table = TableView()
    table.dataSource = dataSource

    table.reloadData()

    #expect(table.numberOfSections == 1)
    #expect(table.visibleCells.map(\.text) == ["a", "b"])
    #expect(!table.subviews.contains { $0 is SectionHeaderView })
  }

  @Test("Sections with a title get a header above their rows")
  func headers() {
    let dataSource = StubTableDataSource(rows: [1, 1])
    dataSource.titles = [0: "Close friends", 1: "Others"]
    let table = TableView()
    table.dataSource = dataSource

    table.reloadData()

    let order = table.subviews.map {
      ($0 as? SectionHeaderView)?.title ?? ($0 as? TableViewCell)?.text
    }
    #expect(order == ["Close friends", "s0 r0", "Others", "s1 r0"])
    #expect(table.visibleCells.map(\.frame.minY) == [28, 28 + 44 + 28])
  }

  @Test("Negative counts give no rows instead of stopping the app")
  func negativeCounts() {
    let dataSource = StubTableDataSource(rows: [-3])
    let table = TableView()
    table.dataSource = dataSource

    table.reloadData()

    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 0)
    #expect(table.visibleCells.isEmpty)
  }

  @Test("Views the app added to the table itself stay through a reload")
  func otherSubviewsStay() {
    let dataSource = StubTableDataSource(rows: [1])
    let table = TableView()
    let background = Label(text: "background")
    table.addSubview(background)
    table.dataSource = dataSource

    table.reloadData()
    table.reloadData()

    #expect(table.subviews.first === background)
    #expect(table.visibleCells.count == 1)
  }
}
