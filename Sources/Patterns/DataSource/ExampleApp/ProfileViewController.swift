import Foundation
import HeadlessKit

/// A profile screen with one table and two tabs: the person's posts, or the
/// people they follow.
///
/// Switching tabs does not swap tables or subclasses: the screen hands the
/// same table another data source and tells it to reload. The screen owns
/// both data sources, because the table holds its data source only weakly:
/// a data source that nobody else keeps would be gone at once.
@MainActor
public final class ProfileViewController: ViewController {
  public let navigationBar: NavigationBar
  public let postsButton = Button(title: "Posts")
  public let friendsButton = Button(title: "Friends")
  public let tableView = TableView()

  /// Held strongly here; the table only points at whichever is showing.
  public let postsDataSource: any TableViewDataSource
  public let friendsDataSource: any TableViewDataSource

  /// Told, in a few words, what the screen just did. The demo prints it; a
  /// real app leaves it nil.
  public var log: (@MainActor (String) -> Void)?

  /// The data sources are given, not made here, so that any object that
  /// answers the table's questions will do: a test's stub, or the demo's
  /// recorder standing in front of the real one.
  public init(
    name: String, posts: any TableViewDataSource, friends: any TableViewDataSource
  ) {
    navigationBar = NavigationBar(title: name)
    postsDataSource = posts
    friendsDataSource = friends
    super.init()
    title = name
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationBar.frame = Rect(x: 0, y: 0, width: 320, height: 44)
    postsButton.frame = Rect(x: 0, y: 44, width: 160, height: 32)
    friendsButton.frame = Rect(x: 160, y: 44, width: 160, height: 32)
    tableView.frame = Rect(x: 0, y: 76, width: 320, height: 404)
    for subview in [navigationBar, postsButton, friendsButton, tableView] as [View] {
      view.addSubview(subview)
    }
    // Which class makes each kind of row; the data sources only ask by kind.
    tableView.register(TableViewCell.self, forCellReuseIdentifier: PostsDataSource.cellIdentifier)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: FriendsDataSource.cellIdentifier)
    postsButton.addTarget(
      self, action: ProfileViewController.showPosts, for: .primaryActionTriggered)
    friendsButton.addTarget(
      self, action: ProfileViewController.showFriends, for: .primaryActionTriggered)
    show(postsDataSource)
  }

  /// The Posts tab's action.
  public func showPosts(_ sender: Button) {
    log?("showPosts(_:): the posts feed the table")
    show(postsDataSource)
  }

  /// The Friends tab's action.
  public func showFriends(_ sender: Button) {
    log?("showFriends(_:): the friends feed the same table")
    show(friendsDataSource)
  }

  /// Points the table at `dataSource` and has it ask again. The tab on
  /// screen is disabled, so a second tap on it does nothing.
  private func show(_ dataSource: any TableViewDataSource) {
    tableView.dataSource = dataSource
    tableView.reloadData()
    postsButton.isEnabled = dataSource !== postsDataSource
    friendsButton.isEnabled = dataSource !== friendsDataSource
  }
}
