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
  private let trace: Trace

  init(passingTo dataSource: any TableViewDataSource, trace: Trace) {
    self.dataSource = dataSource
    self.trace = trace
  }

  private var name: String { String(describing: type(of: dataSource)) }

  func numberOfSections(in tableView: TableView) -> Int {
    let answer = dataSource.numberOfSections(in: tableView)
    trace.record("TableView", "-> \(name): numberOfSections = \(answer)")
    return answer
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    let answer = dataSource.tableView(tableView, numberOfRowsInSection: section)
    trace.record("TableView", "-> \(name): numberOfRowsInSection(\(section)) = \(answer)")
    return answer
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = dataSource.tableView(tableView, cellForRowAt: indexPath)
    let path = "[\(indexPath.section), \(indexPath.row)]"
    trace.record("TableView", "-> \(name): cellForRowAt(\(path)) = \"\(cell.text)\"")
    return cell
  }

  /// Only titles that exist are written down, to keep the trace short.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    let answer = dataSource.tableView(tableView, titleForHeaderInSection: section)
    if let answer {
      trace.record("TableView", "-> \(name): titleForHeader(\(section)) = \"\(answer)\"")
    }
    return answer
  }
}
