import Foundation
import HeadlessKit
import Testing

@testable import FeedApp
@testable import FeedList

/// Step 4 on the feed screen: a post the user writes goes into the data
/// source, and the screen has the list ask again.
extension Step4 {
  @Test("A new post goes into the data source, and the feed shows it on top")
  func addPost() throws {
    let screen = makeFeed(posts: samplePosts)
    let post = Post(author: "dee", text: "lunch at six?")
    try #require(
      screen.tableView.visibleCells.count == 3,
      """
      The feed screen shows \(counted(screen.tableView.visibleCells.count, "row")) for 3 \
      posts: finish steps 1 to 3 first.
      """)

    screen.add(post)

    let dataSource = try #require(
      feedDataSources(ownedBy: screen).first,
      "FeedViewController has no FeedDataSource in a stored property yet: see step 2.")
    #expect(
      dataSource.posts.first == post,
      """
      The user wrote a post (add(_:)), so it should be first in the data source's posts; \
      they start with \(dataSource.posts.first.map { "\($0.author)'s" } ?? "nothing"). \
      The posts live in the data source now: look at where add(_:) puts the post.
      """)
    #expect(
      screen.tableView.visibleCells.first?.text == "dee"
        && screen.tableView.numberOfRows(inSection: 0) == 4,
      """
      After the user's post the feed should show 4 rows, dee's first; it shows \
      \(texts(of: screen.tableView.visibleCells)). The data changed, and the list shows \
      the old rows: look at what add(_:) does after changing the posts.
      """)
  }

  @Test("add(_:) has the list ask its data source again, once, even on an empty feed")
  func addReloads() {
    for posts in [samplePosts, []] {
      let screen = makeFeed(posts: posts)
      let spy = SpyListDataSource(rows: [2, 1])
      screen.tableView.dataSource = spy
      let feed = posts.isEmpty ? "an empty feed" : "a feed of \(counted(posts.count, "post"))"

      screen.add(Post(author: "dee", text: "lunch at six?"))

      #expect(
        spy.countQuestions == ["sections", "rows 0", "rows 1"]
          && spy.cellQuestions == ["cell 0.0", "cell 0.1", "cell 1.0"],
        """
        After the user's post on \(feed), the feed's list should have asked its data \
        source, once, for the counts and every cell; it asked \(listed(spy.questions)). \
        \(spy.questions.isEmpty ? whyNoRows() ?? listAsks : listAsks)
        """)
      #expect(
        screen.tableView.visibleCells.count == 3
          && zip(screen.tableView.visibleCells, spy.cellsMade).allSatisfy { $0 === $1 },
        """
        After the user's post on \(feed), the feed's list should show exactly the cells \
        its data source returned; it shows \(texts(of: screen.tableView.visibleCells)). \
        Look for rows that reach the list without the list asking for them.
        """)
    }
  }

  @Test("The first post of a new user replaces the empty row")
  func firstPost() {
    let screen = makeFeed(posts: [])

    screen.add(Post(author: "dee", text: "hello!"))

    #expect(
      screen.tableView.visibleCells.map(\.text) == ["dee"],
      """
      A new user, with no posts, wrote a first one: the feed should show just that post, \
      the "No posts yet" row gone; it shows \(texts(of: screen.tableView.visibleCells)). \
      Look at what the data source answers once it has a post, and at what a reload \
      does with the rows it showed before.
      """)
  }
}

/// Where to look when the feed's list did not ask its data source, once.
private let listAsks = """
  The list asks; look for a screen that asks for the rows itself, or changes them itself, \
  and hands them to the list, or that has the list ask twice.
  """
