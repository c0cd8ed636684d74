import Foundation
import HeadlessKit
import Testing

@testable import FeedApp
@testable import FeedList

/// Step 6: a snapshot holds each post once, and tells posts apart by the
/// whole post, not by one of its fields.
extension Step6 {
  @Test("A snapshot refuses a post it already has, and adds nothing")
  func duplicatesRefused() throws {
    var snapshot = FeedSnapshot()
    try snapshot.appendPosts([ana, bo])

    #expect(
      throws: DuplicatePost(post: ana),
      """
      Appending cy and ana to a snapshot that holds ana should throw DuplicatePost(post: \
      ana): one post, one row. Look at what appendPosts(_:) checks before it adds.
      """
    ) {
      try snapshot.appendPosts([cy, ana])
    }
    #expect(
      throws: DuplicatePost(post: dee),
      """
      Appending dee twice in one call should throw DuplicatePost(post: dee): the new posts \
      must not repeat each other either. Look at what appendPosts(_:) checks before it \
      adds.
      """
    ) {
      try snapshot.appendPosts([dee, dee])
    }
    #expect(
      snapshot.posts == [ana, bo],
      """
      A refused append should add nothing, but the snapshot now holds \
      \(snapshot.posts.map(\.author)) instead of ana and bo. Look at when \
      appendPosts(_:) adds, compared with when it checks.
      """)
  }

  @Test("Two posts by the same author are two posts, each with a row")
  func sameAuthorTwice() throws {
    let anaAgain = Post(author: "ana", text: "found my umbrella")
    var twice = FeedSnapshot()

    #expect(
      throws: Never.self,
      """
      Appending ana's post and another post by ana threw: they are two posts that \
      happen to share an author, and each should get a row. Look at what \
      appendPosts(_:) compares to decide that a post is there already.
      """
    ) {
      try twice.appendPosts([ana, anaAgain])
    }
    let (dataSource, list) = shown([ana, bo])
    dataSource.apply(try snapshot([anaAgain, ana, bo]), to: list)
    let why =
      notYet(list)
      ?? "A post is more than its author: look at how apply(_:to:) tells one post from another."
    #expect(
      list.calls == ["insertRows([[0, 0]])"] && showsTheData(list),
      """
      ana wrote a second post, on top of the feed. Only its row is new, so the list \
      should be told insertRows([[0, 0]]) alone, but it was told \(list.calls) and shows \
      \(texts(of: list.rows)). \(why)
      """)
  }
}
