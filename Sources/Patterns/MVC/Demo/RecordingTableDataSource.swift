import Foundation
import HeadlessKit

/// Stands between the timeline's table and its data source (the timeline
/// screen): writes down each question the table asks, in plain words, with
/// the answer, then passes the answer on.
///
/// The table knows its data source only through `TableViewDataSource`, so it
/// cannot tell the recorder from the screen. Like the table, the recorder
/// holds the screen weakly.
@MainActor
final class RecordingTableDataSource: TableViewDataSource {
  private weak var dataSource: (any TableViewDataSource)?
  private let calls: CallRecorder

  init(passingTo dataSource: any TableViewDataSource, trace: Trace) {
    self.dataSource = dataSource
    calls = CallRecorder("TableView", calling: dataSource, into: trace)
  }

  func numberOfSections(in tableView: TableView) -> Int {
    let sections = dataSource?.numberOfSections(in: tableView) ?? 0
    calls.record("sections? \(sections)")
    return sections
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    let rows = dataSource?.tableView(tableView, numberOfRowsInSection: section) ?? 0
    calls.record("rows in section \(section)? \(rows)")
    return rows
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = dataSource?.tableView(tableView, cellForRowAt: indexPath) ?? TableViewCell()
    calls.record("cell for [\(indexPath.section), \(indexPath.row)]? \"\(cell.text)\"")
    return cell
  }
}
