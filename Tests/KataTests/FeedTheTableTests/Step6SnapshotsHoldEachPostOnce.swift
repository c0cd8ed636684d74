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
}
