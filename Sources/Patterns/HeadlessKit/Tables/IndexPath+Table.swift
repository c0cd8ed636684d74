import Foundation

/// Sections and rows: how a table names a place in its data, as UIKit adds
/// them to Foundation's `IndexPath`. The path holds two numbers, the section
/// first, then the row within that section.
///
/// The kit extends Foundation's type rather than declaring its own, so code
/// that imports both never has two `IndexPath`s to choose between, and code
/// written here reads the same in a UIKit app.
extension IndexPath {
  /// The path to `row` in `section`, e.g. `IndexPath(row: 2, section: 0)`.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section, or 0 for a path too short to have one. (UIKit stops the
  /// app on such a path; the kit answers instead, so a slip in a kata fails
  /// a test rather than ending every test at once.)
  public var section: Int { count > 0 ? self[0] : 0 }

  /// The row within the section, or 0 for a path too short to have one.
  public var row: Int { count > 1 ? self[1] : 0 }
}
