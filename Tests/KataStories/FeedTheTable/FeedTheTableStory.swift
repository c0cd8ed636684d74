import Foundation
import HeadlessKit

@testable import FeedApp
@testable import FeedList

/// feed-the-table: the feed opens, the user writes a post, then someone who
/// follows nobody yet opens an empty feed. The feed's list is drawn as a
/// view tree each time. As shipped, the rows come from a list subclass that holds the
/// posts, and the empty feed is a blank list.
extension Story {
  static func tell(_ story: StoryTeller) async {
    let application = Application()
    let window = Window()
    let posts = [
      Post(author: "ana", text: "the tram is late again"),
      Post(author: "bo", text: "new bakery on Elm Street"),
    ]
    story.note("The feed opens with two posts.")
    let feed = FeedViewController(posts: posts)
    window.rootViewController = feed
    window.makeKeyAndVisible(in: application)
    let list: ListView = feed.tableView
    let kind = String(describing: type(of: list))
    let source = list.dataSource.map { "\(type(of: $0))" } ?? "none"
    story.record(kind, "data source: \(source)")
    story.expect(
      type(of: list) == ListView.self && list.dataSource != nil,
      fine: "The list is a plain ListView: it asks its data source for its rows.",
      wrong: "The list is a \(kind), a subclass that keeps the posts itself, so "
        + "no other list can reuse it.")

    story.note("The user writes a post; the screen puts it on top.")
    let listener = list.dataSource.map { FeedQuestions(listeningTo: list, passingTo: $0) }
    feed.add(Post(author: "you", text: "hello, feed"))
    if let listener {
      listener.tell(story, asker: kind)
    } else {
      story.record(kind, "has no data source to ask")
    }
    story.screen("The feed's list after the new post:", list)
    story.expect(
      list.visibleCells.first?.text == "you" && list.visibleCells.count == posts.count + 1,
      fine: "The new post is on top, above the two before it.",
      wrong: "The list does not show the new post on top of the two before it.")
    withExtendedLifetime(listener) {}

    story.note("Someone who follows nobody yet opens the feed.")
    let empty = FeedViewController(posts: [])
    window.rootViewController = empty
    story.screen("The empty feed's list:", empty.tableView)
    story.expect(
      empty.tableView.visibleCells.map(\.text) == [FeedDataSource.emptyText],
      fine: "One row says there are no posts yet.",
      wrong: "The empty feed is a blank list: nothing tells the user that there are "
        + "no posts yet.")
  }
}

/// Stands in front of a list's data source: writes down each question the
/// list asks, then passes it on, as the demo's recorders do. The list
/// cannot tell it from the real data source; that it can stand there at all
/// is the pattern.
@MainActor
private final class FeedQuestions: ListViewDataSource {
  private let dataSource: any ListViewDataSource
  private var questions: [(question: String, answer: String)] = []
  private var cells: [Int] = []

  init(listeningTo list: ListView, passingTo dataSource: any ListViewDataSource) {
    self.dataSource = dataSource
    list.dataSource = self
  }

  func numberOfSections(in listView: ListView) -> Int {
    let answer = dataSource.numberOfSections(in: listView)
    questions.append(("numberOfSections", "\(answer)"))
    return answer
  }

  func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
    let answer = dataSource.listView(listView, numberOfRowsInSection: section)
    questions.append(("numberOfRowsInSection(\(section))", "\(answer)"))
    return answer
  }

  func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = dataSource.listView(listView, cellForRowAt: indexPath)
    cells.append(indexPath.row)
    return cell
  }

  /// Says what the list asked, the cells as one line.
  func tell(_ story: StoryTeller, asker: String) {
    let name = "\(type(of: dataSource))"
    if questions.isEmpty && cells.isEmpty {
      story.record(asker, "asks its data source nothing")
    }
    for (question, answer) in questions {
      story.record(asker, "asks \(name) \(question): \(answer)")
    }
    if let first = cells.first, let last = cells.last {
      story.record(asker, "asks \(name) for cells: rows \(first) to \(last)")
    }
  }
}
