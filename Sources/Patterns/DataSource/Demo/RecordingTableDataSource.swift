import Foundation
import HeadlessKit

/// Stands between a table and its real data source: writes down each
/// question the table asks and the answer, then passes the answer on.
///
/// The table cannot tell it from the real thing, because the table knows its
/// data source only through `TableViewDataSource`; that is what lets the
/// demo listen in without a single trace call in the table or the data
/// sources. It holds the real data source strongly, as its owner would.
@MainActor
final class RecordingTableDataSource: TableViewDataSource {
  private let dataSource: any TableViewDataSource
  private let calls: CallRecorder

  init(passingTo dataSource: any TableViewDataSource, trace: Trace) {
    self.dataSource = dataSource
    calls = CallRecorder("TableView", calling: dataSource, into: trace)
  }

  func numberOfSections(in tableView: TableView) -> Int {
    calls.answer("numberOfSections", dataSource.numberOfSections(in: tableView))
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    let rows = dataSource.tableView(tableView, numberOfRowsInSection: section)
    return calls.answer("numberOfRowsInSection(\(section))", rows)
  }

  /// A cell is written down by its text.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = dataSource.tableView(tableView, cellForRowAt: indexPath)
    calls.record("cellForRowAt([\(indexPath.section), \(indexPath.row)]) = \"\(cell.text)\"")
    return cell
  }

  /// Only titles that exist are written down, to keep the trace short.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    let title = dataSource.tableView(tableView, titleForHeaderInSection: section)
    if let title { calls.record("titleForHeader(\(section)) = \"\(title)\"") }
    return title
  }
}
