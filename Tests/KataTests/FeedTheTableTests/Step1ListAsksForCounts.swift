import Foundation
import HeadlessKit
import Testing

@testable import FeedApp
@testable import FeedList

@Suite("1. The list asks its data source how many rows each section has")
@MainActor
struct Step1 {
  @Test("reloadData() asks how many sections there are, then how many rows each one has")
  func asksForCounts() {
    let list = ListView()
    let spy = SpyListDataSource(rows: [2, 1])
    list.dataSource = spy

    list.reloadData()

    #expect(
      spy.countQuestions.first == "sections",
      """
      reloadData() did not ask its data source how many sections there are first (it \
      asked \(listed(spy.questions))). In ListView.reloadData(), start with \
      dataSource.numberOfSections(in: self).
      """)
    #expect(
      spy.countQuestions.dropFirst() == ["rows 0", "rows 1"],
      """
      With two sections, reloadData() should ask listView(_:numberOfRowsInSection:) once \
      for section 0, then once for section 1, after the number of sections. It asked \
      \(listed(spy.countQuestions)). Ask each question once a reload and keep the answers \
      in rowCounts; the list's own counts read rowCounts, not the data source.
      """)
  }

  @Test("A data source with no sections gives a list with none")
  func noSections() {
    let list = ListView()
    let spy = SpyListDataSource(rows: [])
    list.dataSource = spy

    list.reloadData()

    let asked = spy.countQuestions
    #expect(
      list.numberOfSections == 0 && asked == ["sections"],
      """
      The data source said 0 sections, so the list should have none and ask about no \
      section's rows; it reports \(list.numberOfSections) sections and asked \
      \(listed(asked)). How many sections there are is the data source's answer, even \
      when it is 0: don't assume one.
      """)
  }

  @Test("The list reports the counts its data source gave")
  func reportsCounts() {
    let list = ListView()
    let spy = SpyListDataSource(rows: [2, 0, 3])
    list.dataSource = spy

    list.reloadData()

    #expect(
      list.numberOfSections == 3,
      """
      The data source said 3 sections, but after reloadData() the list reports \
      \(list.numberOfSections). Keep the answers in rowCounts: one entry per section.
      """)
    #expect(
      [0, 1, 2].map(list.numberOfRows(inSection:)) == [2, 0, 3],
      """
      The data source said 2, 0 and 3 rows, but the list reports \
      \([0, 1, 2].map(list.numberOfRows(inSection:))). Store each section's answer in \
      rowCounts, in order.
      """)
    withExtendedLifetime(spy) {}
  }

  @Test("FeedDataSource answers one section, with one row a post")
  func feedDataSourceCounts() {
    let list = ListView()
    let feed = FeedDataSource(posts: samplePosts)

    #expect(
      feed.numberOfSections(in: list) == 1,
      "The feed is one list of posts: FeedDataSource.numberOfSections(in:) should answer 1.")
    #expect(
      feed.listView(list, numberOfRowsInSection: 0) == 3,
      """
      FeedDataSource holds 3 posts but answers \
      \(feed.listView(list, numberOfRowsInSection: 0)) rows. \
      listView(_:numberOfRowsInSection:) should answer posts.count.
      """)
    for count in [2, 7] {
      let other = FeedDataSource(posts: posts(count))
      let rows = other.listView(list, numberOfRowsInSection: 0)
      #expect(
        rows == count,
        """
        A FeedDataSource with \(count) posts answers \(rows) rows. Count the posts it holds \
        (posts.count) instead of a number that fits one feed.
        """)
    }
    feed.posts.append(contentsOf: posts(2))
    let rows = feed.listView(list, numberOfRowsInSection: 0)
    #expect(
      rows == 5,
      """
      After 2 more posts were added to its posts, FeedDataSource answers \(rows) rows instead \
      of 5. Count posts when asked, not when the data source was made.
      """)
  }

  @Test("A list fed by a FeedDataSource has a row per post")
  func listAndFeedTogether() {
    let list = ListView()
    let feed = FeedDataSource(posts: samplePosts)
    list.dataSource = feed

    list.reloadData()

    #expect(
      list.numberOfSections == 1 && list.numberOfRows(inSection: 0) == 3,
      """
      A ListView fed by a FeedDataSource with 3 posts should have 1 section of 3 rows after \
      reloadData(); it has \(list.numberOfSections) sections and \
      \(list.numberOfRows(inSection: 0)) rows in the first.
      """)
    withExtendedLifetime(feed) {}
  }
}
