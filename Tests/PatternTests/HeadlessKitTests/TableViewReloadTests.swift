import Foundation
import HeadlessKit
import Testing

@MainActor
@Suite("TableView: reloading, and a data source held weakly")
struct TableViewReloadTests {
  @Test("Changing the data shows nothing new until the table is reloaded")
  func asksOnlyOnReload() {
    let dataSource = StubTableDataSource(rows: [1])
    let table = TableView()
    table.dataSource = dataSource
    table.reloadData()
    dataSource.forgetQuestions()

    dataSource.rows = [3]

    #expect(dataSource.questions.isEmpty)
    #expect(table.numberOfRows(inSection: 0) == 1)
    #expect(table.visibleCells.count == 1)
  }

  @Test("Reloading replaces the old rows with the new ones")
  func reloadReplaces() {
    let dataSource = StubTableDataSource(rows: [2])
    let table = TableView()
    table.dataSource = dataSource
    table.reloadData()
    let oldCells = table.visibleCells

    dataSource.rows = [3]
    table.reloadData()

    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.visibleCells.count == 3)
    #expect(oldCells.allSatisfy { $0.superview == nil && $0.indexPath == nil })
  }

  @Test("Reloading with no data source empties the table")
  func noDataSource() {
    let dataSource = StubTableDataSource(rows: [2])
    let table = TableView()
    table.dataSource = dataSource
    table.reloadData()

    table.dataSource = nil
    table.reloadData()

    #expect(table.numberOfSections == 0)
    #expect(table.visibleCells.isEmpty)
  }

  @Test("Swapping the data source and reloading shows the new one's rows in the same table")
  func swapDataSource() {
    let first = MinimalTableDataSource(["a", "b"])
    let second = MinimalTableDataSource(["x"])
    let table = TableView()
    table.dataSource = first
    table.reloadData()

    table.dataSource = second
    table.reloadData()

    #expect(table.visibleCells.map(\.text) == ["x"])
  }

  @Test("The table does not keep its data source alive")
  func weakDataSource() {
    let table = TableView()
    weak var weakDataSource: StubTableDataSource?
    do {
      let dataSource = StubTableDataSource(rows: [1])
      table.dataSource = dataSource
      weakDataSource = dataSource
    }

    #expect(weakDataSource == nil)
    #expect(table.dataSource == nil)
  }

  @Test("The table does not keep its delegate alive")
  func weakDelegate() {
    let table = TableView()
    weak var weakDelegate: RecordingTableDelegate?
    do {
      let delegate = RecordingTableDelegate()
      table.delegate = delegate
      weakDelegate = delegate
    }

    #expect(weakDelegate == nil)
    #expect(table.delegate == nil)
  }

  @Test("A screen that is its table's data source is freed when let go")
  func noCycle() {
    final class Screen: ViewController, TableViewDataSource {
      let table = TableView()
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(table)
        table.dataSource = self
        table.reloadData()
      }
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(text: "row")
      }
    }
    weak var weakScreen: Screen?
    do {
      let screen = Screen()
      screen.loadViewIfNeeded()
      weakScreen = screen
    }

    #expect(weakScreen == nil)
  }
}
