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

}
