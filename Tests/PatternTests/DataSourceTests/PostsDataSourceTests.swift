import DataSource
import Foundation
import HeadlessKit
import Testing

@MainActor
@Suite("PostsDataSource: posts in one section, and an empty state")
struct PostsDataSourceTests {
  let posts = [Post(author: "ana", text: "hi"), Post(author: "bo", text: "yo")]

  private func table(showing dataSource: PostsDataSource) -> TableView {
    let table = TableView()
    table.dataSource = dataSource
    table.reloadData()
    return table
  }

  @Test("One section, one row a post, each showing its author and text")
  func rows() {
    let dataSource = PostsDataSource(posts: posts)
    let table = table(showing: dataSource)

    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.visibleCells.map(\.text) == ["ana", "bo"])
    #expect(table.visibleCells.map(\.detailText) == ["hi", "yo"])
  }

  @Test("With no posts, a single row says so")
  func emptyState() {
    let dataSource = PostsDataSource(posts: [])
    let table = table(showing: dataSource)

    #expect(table.numberOfRows(inSection: 0) == 1)
    #expect(table.visibleCells.map(\.text) == [PostsDataSource.emptyText])
  }

  @Test("New posts show only once the table reloads")
  func reload() {
    let dataSource = PostsDataSource(posts: [])
    let table = table(showing: dataSource)

    dataSource.posts = posts
    #expect(table.visibleCells.map(\.text) == [PostsDataSource.emptyText])

    table.reloadData()
    #expect(table.visibleCells.map(\.text) == ["ana", "bo"])
  }
}

@MainActor
@Suite("FriendsDataSource: two titled sections, favourites first")
struct FriendsDataSourceTests {
  @Test("Favourites and others are two sections, each with its title")
  func sections() {
    let dataSource = FriendsDataSource(friends: [
      Friend(name: "dee"), Friend(name: "bo", isFavourite: true), Friend(name: "eli"),
    ])
    let table = TableView()
    table.dataSource = dataSource
    table.reloadData()

    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 0) == 1)
    #expect(table.numberOfRows(inSection: 1) == 2)
    let titles = table.subviews.compactMap { ($0 as? SectionHeaderView)?.title }
    #expect(titles == ["Favourites", "Others"])
    #expect(table.visibleCells.map(\.text) == ["bo", "dee", "eli"])
    #expect(table.visibleCells.map(\.imageName) == ["bo.png", "dee.png", "eli.png"])
  }

  @Test("A section with nobody in it is left out")
  func emptySectionLeftOut() {
    let dataSource = FriendsDataSource(friends: [Friend(name: "dee")])
    let table = TableView()
    table.dataSource = dataSource
    table.reloadData()

    #expect(table.numberOfSections == 1)
    #expect(table.subviews.compactMap { ($0 as? SectionHeaderView)?.title } == ["Others"])
  }

  @Test("Changing the friends changes the sections at the next reload")
  func changes() {
    let dataSource = FriendsDataSource(friends: [])
    let table = TableView()
    table.dataSource = dataSource
    table.reloadData()
    #expect(table.numberOfSections == 0)

    dataSource.friends = [Friend(name: "bo", isFavourite: true)]
    table.reloadData()

    #expect(table.numberOfSections == 1)
    #expect(table.visibleCells.map(\.text) == ["bo"])
  }
}
