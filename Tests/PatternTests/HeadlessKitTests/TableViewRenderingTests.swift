import Foundation
import HeadlessKit
import Testing

@MainActor
@Suite("TableView: rendered as text")
struct TableViewRenderingTests {
  @Test("A table and its cells render one row a line, with counts in the table's summary")
  func rendering() {
    let dataSource = StubTableDataSource(rows: [2])
    let table = TableView()
    table.dataSource = dataSource
    table.reloadData()

    #expect(
      ViewTreeRenderer().render(table) == """
        TableView (2 rows)
        ├─ TableViewCell [0, 0] "s0 r0"
        └─ TableViewCell [0, 1] "s0 r1"
        """)
  }

  @Test("A cell shows its image, its two lines, and whether it is selected")
  func cellSummary() {
    let cell = TableViewCell(text: "ana", detailText: "the tram is late", imageName: "ana.png")

    #expect(cell.summary == "TableViewCell (ana.png) \"ana\" \"the tram is late\"")
  }

  @Test("Several sections are counted and titled")
  func sections() {
    let dataSource = StubTableDataSource(rows: [1, 2])
    dataSource.titles = [1: "Later"]
    let table = TableView()
    table.dataSource = dataSource
    table.reloadData()

    #expect(
      ViewTreeRenderer().render(table) == """
        TableView (2 sections, 3 rows)
        ├─ TableViewCell [0, 0] "s0 r0"
        ├─ SectionHeaderView "Later"
        ├─ TableViewCell [1, 0] "s1 r0"
        └─ TableViewCell [1, 1] "s1 r1"
        """)
  }

  @Test("An empty table says it has no rows")
  func emptyTable() {
    let dataSource = StubTableDataSource(rows: [0])
    let table = TableView()
    table.dataSource = dataSource
    table.reloadData()

    #expect(ViewTreeRenderer().render(table) == "TableView (no rows)")
  }

  @Test("A table with no data source says so, so an empty screen explains itself")
  func noDataSource() {
    #expect(TableView().summary == "TableView (no data source)")
    let oneRow = MinimalTableDataSource(["only"])
    let table = TableView()
    table.dataSource = oneRow
    table.reloadData()
    #expect(table.summary == "TableView (1 row)")
  }
}
