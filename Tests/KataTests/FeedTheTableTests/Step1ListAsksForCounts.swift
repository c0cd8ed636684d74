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
      A list with a data source was told to reloadData(). Its first question should \
      have been how many sections there are, but it asked \(listed(spy.questions)). \
      Look in FeedList/ListView.swift, at what a reload does.
      """)
    #expect(
      spy.countQuestions.dropFirst() == ["rows 0", "rows 1"],
      """
      The data source answers two sections. After asking how many there are, a reload \
      should ask how many rows section 0 has, then section 1, once each; the list asked \
      \(listed(spy.countQuestions)). Look at the questions a reload asks, and how often.
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
      asked.isEmpty
        ? """
        A list whose data source answers 0 sections was reloaded, and asked it nothing, \
        not even how many sections there are: see the first test of this step.
        """
        : """
        The data source said 0 sections, so the list should have none and ask about no \
        section's rows; it reports \(counted(list.numberOfSections, "section")) and asked \
        \(listed(asked)). How many sections there are is the data source's answer, even \
        when it is 0: look at what a reload does with that answer.
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
      The data source answers 3 sections, but after reloadData() the list reports \
      \(list.numberOfSections)\(spy.countQuestions.isEmpty ? ", and it asked nothing" : ""). \
      Look at what the list's counts are read from, and what \
      a reload leaves there.
      """)
    #expect(
      [0, 1, 2].map(list.numberOfRows(inSection:)) == [2, 0, 3],
      """
      The data source answers 2, 0 and 3 rows, but the list reports \
      \([0, 1, 2].map(list.numberOfRows(inSection:))). Look at what a reload keeps of \
      each section's answer, and in which order.
      """)
    withExtendedLifetime(spy) {}
  }

  @Test("FeedDataSource answers one section, with one row a post")
  func feedDataSourceCounts() {
    let list = ListView()
    let feed = FeedDataSource(posts: samplePosts)

    #expect(
      feed.numberOfSections(in: list) == 1,
      """
      The feed is one list of posts, so FeedDataSource should answer one section; it \
      answers \(feed.numberOfSections(in: list)). Look in FeedApp/FeedDataSource.swift.
      """)
    #expect(
      feed.listView(list, numberOfRowsInSection: 0) == 3,
      """
      FeedDataSource holds 3 posts but answers \
      \(counted(feed.listView(list, numberOfRowsInSection: 0), "row")); a feed shows one row a \
      post. Look at FeedDataSource's answer to how many rows there are.
      """)
    for count in [2, 7] {
      let other = FeedDataSource(posts: posts(count))
      let rows = other.listView(list, numberOfRowsInSection: 0)
      #expect(
        rows == count,
        """
        A FeedDataSource with \(counted(count, "post")) answers \(counted(rows, "row")): the \
        answer fits one \
        feed, not every feed. Look at where FeedDataSource's row count comes from.
        """)
    }
    feed.posts.append(contentsOf: posts(2))
    let rows = feed.listView(list, numberOfRowsInSection: 0)
    #expect(
      rows == 5,
      """
      After 2 more posts were added to its posts, FeedDataSource answers \(counted(rows, "row")) \
      instead \
      of 5: its answer did not follow its posts. Look at when FeedDataSource works out \
      its row count.
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
      reloadData(); it has \(counted(list.numberOfSections, "section")) and \
      \(counted(list.numberOfRows(inSection: 0), "row")) in the first. Look at what the list asks \
      in a reload, and what FeedDataSource answers.
      """)
    withExtendedLifetime(feed) {}
  }
}
