import Foundation

/// One row of a table: a line of text, an optional second line, and an
/// optional image.
///
/// A data source makes a cell and fills it in; the table places it. The cell
/// knows nothing about where its text came from, which is why any data source
/// can use it. (The kit draws no pictures, so an image is just its name.)
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

  public init(text: String = "", detailText: String? = nil, imageName: String? = nil) {
    self.text = text
    self.detailText = detailText
    self.imageName = imageName
    super.init(frame: .zero)
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
