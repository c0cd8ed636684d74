import HeadlessKit
import Testing

@testable import DataSource

@MainActor
@Suite("The diffable data source demo asks for changed rows only")
struct DiffableDataSourceDemoTests {
  private let calls = DiffableDataSourceDemo.run().calls.map { "\($0.actor): \($0.message)" }

  @Test("The first snapshot asks for every cell, the second for dee's only")
  func cellsAsked() {
    let asked = calls.filter { $0.hasPrefix("cellProvider") }
    #expect(
      asked == [
        "cellProvider: cell for ana at [0, 0]", "cellProvider: cell for bo at [0, 1]",
        "cellProvider: cell for cy at [0, 2]", "cellProvider: cell for dee at [0, 0]",
      ])
  }

  @Test("ana and cy keep their cells; dee gets bo's, reused")
  func cellsKept() {
    #expect(calls.contains("row [0, 0]: dee: bo's, reused"))
    #expect(calls.contains("row [0, 1]: ana: the same cell, untouched"))
    #expect(calls.contains("row [0, 2]: cy: the same cell, untouched"))
  }

  @Test("A post given twice is refused")
  func duplicate() {
    #expect(calls.contains("snapshot: refused: ana's post is in it already"))
    #expect(calls.contains("snapshot: holds 0 posts"))
    #expect(calls.contains("table: 3 rows, 0 cells asked for"))
  }
}
