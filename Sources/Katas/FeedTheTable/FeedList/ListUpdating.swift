import Foundation

/// What a list can be told when only some of its rows change: the calls
/// UIKit's table view answers for a batch of updates. The row numbers of
/// `deleteRows(at:)` count the rows as they are before; those of
/// `insertRows(at:)` count them as they are after, when the list asks its
/// data source for the new rows' cells, and for nothing else.
///
/// It is the list's side of an update, so it lives with the list; whoever
/// works out what changed (the feed's snapshot) lives with the data.
@MainActor
public protocol ListUpdating: AnyObject {
  func deleteRows(at indexPaths: [IndexPath])
  func insertRows(at indexPaths: [IndexPath])
  func reloadData()
}
