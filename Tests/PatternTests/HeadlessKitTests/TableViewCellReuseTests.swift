import Foundation
import HeadlessKit
import Testing

/// A cell subclass that counts how often it was prepared for reuse.
@MainActor
private final class BadgeCell: TableViewCell {
  var badge: Int?
  var preparations = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    preparations += 1
    badge = nil
  }
}

/// A data source that asks the table for its cells by kind, as UIKit code
/// does, and remembers every cell it handed out.
@MainActor
private final class DequeuingDataSource: TableViewDataSource {
  var items: [String]
  let identifier: String
  private(set) var handedOut: [TableViewCell] = []

  init(_ items: [String], identifier: String = "Item") {
    self.items = items
    self.identifier = identifier
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    cell.text = items[indexPath.row]
    handedOut.append(cell)
    return cell
  }
}

@MainActor
@Suite("TableView: reusing cells")
struct TableViewCellReuseTests {
  @Test("A registered class makes the cells, each named with its reuse identifier")
  func registeredClassMakesCells() {
    let table = TableView()
    table.register(BadgeCell.self, forCellReuseIdentifier: "Item")
    let dataSource = DequeuingDataSource(["a", "b"])
    table.dataSource = dataSource

    table.reloadData()

    #expect(table.visibleCells.allSatisfy { $0 is BadgeCell })
    #expect(table.visibleCells.map(\.reuseIdentifier) == ["Item", "Item"])
    #expect(table.visibleCells.map(\.text) == ["a", "b"])
  }

  @Test("Reloading hands the same cells out again, prepared for reuse")
  func reloadReusesCells() throws {
    let table = TableView()
    table.register(BadgeCell.self, forCellReuseIdentifier: "Item")
    let dataSource = DequeuingDataSource(["a", "b"])
    table.dataSource = dataSource
    table.reloadData()
    let first = table.visibleCells
    let badged = try #require(first.first as? BadgeCell)
    badged.badge = 3

    dataSource.items = ["c", "d"]
    table.reloadData()

    let second = table.visibleCells
    #expect(Set(second.map(ObjectIdentifier.init)) == Set(first.map(ObjectIdentifier.init)))
    #expect(second.map(\.text) == ["c", "d"])
    #expect(badged.preparations == 1 && badged.badge == nil)
  }

  @Test("A table makes new cells only when it has no spare one of that kind")
  func makesOnlyWhatItLacks() {
    let table = TableView()
    let dataSource = DequeuingDataSource(["a"])
    table.dataSource = dataSource
    table.reloadData()

    dataSource.items = ["a", "b", "c"]
    table.reloadData()

    let made = Set(dataSource.handedOut.map(ObjectIdentifier.init))
    #expect(made.count == 3, "one cell reused, two new")
  }

  @Test("Cells of one kind are never handed out for another")
  func kindsStayApart() {
    let table = TableView()
    let posts = DequeuingDataSource(["p"], identifier: "Post")
    table.dataSource = posts
    table.reloadData()
    let postCell = table.visibleCells.first

    let friends = DequeuingDataSource(["f"], identifier: "Friend")
    table.dataSource = friends
    table.reloadData()

    #expect(table.visibleCells.first !== postCell)
    #expect(table.visibleCells.first?.reuseIdentifier == "Friend")
  }

  @Test("An identifier nobody registered gets a plain cell instead of stopping the app")
  func unregisteredIdentifier() {
    let table = TableView()
    let cell = table.dequeueReusableCell(
      withIdentifier: "Nobody", for: IndexPath(row: 0, section: 0))
    #expect(type(of: cell) == TableViewCell.self)
    #expect(cell.reuseIdentifier == "Nobody")
  }

  @Test("A cell made without an identifier is never handed out again")
  func plainCellsAreNotQueued() {
    let dataSource = StubTableDataSource(rows: [1])
    let table = TableView()
    table.dataSource = dataSource
    table.reloadData()
    let old = table.visibleCells

    let cell = table.dequeueReusableCell(withIdentifier: "", for: IndexPath(row: 0, section: 0))

    #expect(!old.contains { $0 === cell })
  }

  @Test("A cell the data source hands back itself is not handed out twice")
  func keptCellLeavesTheQueue() {
    let table = TableView()
    let dataSource = KeepingDataSource()
    table.dataSource = dataSource
    table.reloadData()
    let kept = table.visibleCells.first

    dataSource.rows = 2
    table.reloadData()

    #expect(table.visibleCells.first === kept)
    #expect(table.visibleCells.count == 2)
    #expect(table.visibleCells.last !== kept, "the kept cell was handed out a second time")
  }
}

/// Shows its first row in the same cell every time, kept from the first
/// reload and handed back without asking the table; other rows are dequeued.
@MainActor
private final class KeepingDataSource: TableViewDataSource {
  var rows = 1
  private var kept: TableViewCell?

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    if indexPath.row == 0, let kept { return kept }
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    if indexPath.row == 0 { kept = cell }
    return cell
  }
}
