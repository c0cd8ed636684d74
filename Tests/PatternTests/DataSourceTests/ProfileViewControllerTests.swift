import DataSource
import Foundation
import HeadlessKit
import Testing

@MainActor
@Suite("ProfileViewController: one table, two data sources")
struct ProfileViewControllerTests {
  private func makeProfile() -> ProfileViewController {
    let profile = ProfileViewController(
      name: "ana",
      posts: PostsDataSource(posts: [Post(author: "ana", text: "hi")]),
      friends: FriendsDataSource(friends: [Friend(name: "bo"), Friend(name: "cy")]))
    profile.loadViewIfNeeded()
    return profile
  }

  @Test("The profile opens on the posts: the table's data source is the posts data source")
  func opensOnPosts() {
    let profile = makeProfile()

    #expect(profile.tableView.dataSource === profile.postsDataSource)
    #expect(profile.tableView.visibleCells.map(\.text) == ["ana"])
    #expect(!profile.postsButton.isEnabled)
    #expect(profile.friendsButton.isEnabled)
  }

  @Test("Tapping Friends feeds the same table from the friends data source")
  func friendsTab() {
    let profile = makeProfile()
    let table = profile.tableView

    profile.friendsButton.tap()

    #expect(profile.tableView === table)
    #expect(table.dataSource === profile.friendsDataSource)
    #expect(table.visibleCells.map(\.text) == ["bo", "cy"])
    #expect(profile.postsButton.isEnabled)
    #expect(!profile.friendsButton.isEnabled)
  }

  @Test("Tapping Posts goes back to the posts")
  func backToPosts() {
    let profile = makeProfile()
    profile.friendsButton.tap()

    profile.postsButton.tap()

    #expect(profile.tableView.dataSource === profile.postsDataSource)
    #expect(profile.tableView.visibleCells.map(\.text) == ["ana"])
  }

  @Test("The screen keeps both data sources alive, though the table holds them weakly")
  func screenOwnsDataSources() {
    let profile = makeProfile()
    weak var friends: AnyObject?
    friends = profile.friendsDataSource

    profile.friendsButton.tap()

    #expect(friends != nil)
    #expect(profile.tableView.numberOfRows(inSection: 0) == 2)
  }

  @Test("A closed profile is freed, data sources and all")
  func freed() {
    weak var weakProfile: ProfileViewController?
    weak var weakPosts: AnyObject?
    do {
      let profile = makeProfile()
      weakProfile = profile
      weakPosts = profile.postsDataSource
    }

    #expect(weakProfile == nil)
    #expect(weakPosts == nil)
  }
}
