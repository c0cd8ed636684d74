import Foundation

/// The title above a section of a table, e.g. "Close friends". The table adds
/// one for each section whose data source gives it a title.
@MainActor
public final class SectionHeaderView: View {
  public let title: String

  public init(title: String) {
    self.title = title
    super.init(frame: .zero)
  }

  public override var summary: String { "SectionHeaderView \"\(title)\"" }
}
