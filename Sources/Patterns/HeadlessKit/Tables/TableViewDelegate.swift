import Foundation

/// What a `TableView` tells the object that reacts to the user: here, that a
/// row was selected.
///
/// The data source answers "what is in the table?"; the delegate hears "what
/// did the user do with it?". Often one screen is both, yet they stay two
/// protocols, so an object can take one job without the other.
@MainActor
public protocol TableViewDelegate: AnyObject {
  /// The user selected the row at `indexPath` (the table's
  /// `indexPathForSelectedRow` already says so).
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
}
