import Foundation

/// One row of a table: a line of text, an optional second line, and an
/// optional image.
///
/// A data source gets a cell (usually from the table's reuse queue, with
/// `dequeueReusableCell(withIdentifier:for:)`) and fills it in; the table
/// places it. The cell knows nothing about where its text came from, which
/// is why any data source can use it. (The kit draws no pictures, so an
/// image is just its name.)
@MainActor
open class TableViewCell: View {
  /// The main line, e.g. the author of a post.
  public var text: String

  /// A second line under the first, e.g. the post itself.
  public var detailText: String?

  /// The image shown at the start of the row, e.g. an avatar, by name.
  public var imageName: String?

  /// Where the table shows this cell, set by the table when it places it;
  /// nil while the cell is not in a table.
  public internal(set) var indexPath: IndexPath?

  /// Whether the row is selected. The table sets it; a selected cell says so
  /// in its summary.
  public internal(set) var isSelected = false

  /// The kind of row this cell is made for, e.g. "Post": the table keeps
  /// cells it no longer shows under this name, to hand them out again.
  public let reuseIdentifier: String?

  /// An empty cell for the reuse queue: what the table makes, of the class
  /// registered for `reuseIdentifier`, when it has no spare cell to reuse.
  /// Required, so that the table can make a cell of any registered subclass.
  public required init(reuseIdentifier: String?) {
    self.text = ""
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  /// A cell made and filled in one go, outside the reuse queue.
  public convenience init(text: String = "", detailText: String? = nil, imageName: String? = nil) {
    self.init(reuseIdentifier: nil)
    self.text = text
    self.detailText = detailText
    self.imageName = imageName
  }

  /// Called by the table just before it hands this cell out again. Override
  /// to reset state the data source does not set on every row (a progress
  /// bar, a pending image load); the data source fills in the content.
  open func prepareForReuse() {
    isSelected = false
  }

  /// E.g. `TableViewCell [0, 1] (ana.png) "ana" "the tram is late"`: where it
  /// is, its image, then its lines.
  open override var summary: String {
    var parts = ["TableViewCell"]
    if let indexPath { parts.append("[\(indexPath.section), \(indexPath.row)]") }
    if let imageName { parts.append("(\(imageName))") }
    parts.append("\"\(text)\"")
    if let detailText { parts.append("\"\(detailText)\"") }
    if isSelected { parts.append("(selected)") }
    return parts.joined(separator: " ")
  }
}
