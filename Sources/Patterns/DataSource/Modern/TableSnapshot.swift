/// What a table shows, as a value: its sections and the items in each, by
/// identifier, in order. The form of UIKit's `NSDiffableDataSourceSnapshot`.
///
/// A snapshot is built, compared and thrown away freely; it never touches a
/// table. `TableViewDiffableDataSource.apply(_:)` compares it with the one
/// on screen and tells the table only what changed.
///
/// An identifier names one row, so it may appear once in the whole
/// snapshot: otherwise "the row of item X" would mean two rows, and no diff
/// could say which one went. UIKit stops the app on a duplicate; this
/// snapshot throws, and adds nothing.
public struct TableSnapshot<Section: Hashable & Sendable, Item: Hashable & Sendable>: Sendable {
  /// Why a snapshot refused what it was given.
  public enum Refusal: Error, Equatable {
    /// The section is in the snapshot already.
    case duplicateSection(Section)
    /// The item is in the snapshot already, or was given twice.
    case duplicateItem(Item)
    /// Items were added to a section the snapshot does not have.
    case noSuchSection
  }

  public private(set) var sectionIdentifiers: [Section] = []
  private var items: [Section: [Item]] = [:]

  public init() {}

  /// The items of `section`, top to bottom; none for a section not here.
  public func itemIdentifiers(inSection section: Section) -> [Item] {
    items[section] ?? []
  }

  /// Every item, section by section.
  public var itemIdentifiers: [Item] { sectionIdentifiers.flatMap(itemIdentifiers(inSection:)) }

  /// Adds `sections`, empty, after the others.
  public mutating func appendSections(_ sections: [Section]) throws {
    if let repeated = firstRepeat(in: sectionIdentifiers + sections) {
      throw Refusal.duplicateSection(repeated)
    }
    sectionIdentifiers += sections
  }

  /// Adds `newItems` at the end of `section` (the last section when nil).
  /// Throws, and adds nothing, if one is already in the snapshot or
  /// appears twice in `newItems`, or if there is no such section.
  public mutating func appendItems(_ newItems: [Item], toSection section: Section? = nil) throws {
    guard let section = section ?? sectionIdentifiers.last, sectionIdentifiers.contains(section)
    else { throw Refusal.noSuchSection }
    if let repeated = firstRepeat(in: itemIdentifiers + newItems) {
      throw Refusal.duplicateItem(repeated)
    }
    items[section, default: []] += newItems
  }

  /// The first element of `list` that an earlier one equals.
  private func firstRepeat<Element: Hashable>(in list: [Element]) -> Element? {
    var seen: Set<Element> = []
    return list.first { !seen.insert($0).inserted }
  }
}
