import Foundation
import HeadlessKit

/// Feeds a table with friends, in two titled sections: favourites first,
/// then everyone else. A section with nobody in it is left out.
///
/// Same table as the posts, other answers: more than one section, titles
/// above them, an avatar in each row.
@MainActor
public final class FriendsDataSource: TableViewDataSource {
  /// The kind of cell every row uses, for the table's reuse queue.
  public static let cellIdentifier = "Friend"

  /// The sections to show, each a title and its friends, in order.
  private var sections: [(title: String, friends: [Friend])] = []

  public var friends: [Friend] {
    didSet { sections = Self.sections(of: friends) }
  }

  public init(friends: [Friend]) {
    self.friends = friends
    sections = Self.sections(of: friends)
  }

  private static func sections(of friends: [Friend]) -> [(title: String, friends: [Friend])] {
    [
      ("Favourites", friends.filter(\.isFavourite)),
      ("Others", friends.filter { !$0.isFavourite }),
    ].filter { !$0.friends.isEmpty }
  }

  public func numberOfSections(in tableView: TableView) -> Int {
    sections.count
  }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].friends.count : 0
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let friend = sections[indexPath.section].friends[indexPath.row]
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
    cell.text = friend.name
    cell.imageName = "\(friend.name).png"
    return cell
  }

  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections.indices.contains(section) ? sections[section].title : nil
  }
}
