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
  private let trace: Trace

  init(passingTo dataSource: any TableViewDataSource, trace: Trace) {
    self.dataSource = dataSource
    self.trace = trace
  }

  private var name: String {
    dataSource.map { String(describing: type(of: $0)) } ?? "nobody"
  }

  func numberOfSections(in tableView: TableView) -> Int {
    let answer = dataSource?.numberOfSections(in: tableView) ?? 0
    trace.record("TableView", "-> \(name): sections? \(answer)")
    return answer
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    let answer = dataSource?.tableView(tableView, numberOfRowsInSection: section) ?? 0
    trace.record("TableView", "-> \(name): rows in section \(section)? \(answer)")
    return answer
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = dataSource?.tableView(tableView, cellForRowAt: indexPath) ?? TableViewCell()
    let path = "[\(indexPath.section), \(indexPath.row)]"
    trace.record("TableView", "-> \(name): cell for \(path)? \"\(cell.text)\"")
    return cell
  }
}
