import Foundation

/// The questions a `TableView` asks about what to show: how many sections,
/// how many rows in each, and what goes in each row.
///
/// This is the data source pattern: the table knows how to show rows, not
/// what they are. Posts, friends or settings, the same table class shows
/// them all, because the answers come from another object that adopts this
/// protocol. Nobody subclasses the table to change its data.
///
/// The table asks only when told to `reloadData()`, and holds its data
/// source weakly: whoever sets it (usually the screen) must keep it alive.
@MainActor
public protocol TableViewDataSource: AnyObject {
  /// How many sections the table has. One, unless the data source says
  /// otherwise (see the default below).
  func numberOfSections(in tableView: TableView) -> Int

  /// How many rows `section` has.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int

  /// The cell to show at `indexPath`, filled in with that row's content.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell

  /// A title to show above `section`, or nil for none (the default).
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
}

/// The optional answers, as UIKit makes them optional: one section, no
/// section titles. A data source implements only what it needs.
extension TableViewDataSource {
  public func numberOfSections(in tableView: TableView) -> Int { 1 }

  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
}
