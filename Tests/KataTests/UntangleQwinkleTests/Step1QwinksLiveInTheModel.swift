import Foundation
import HeadlessKit
import Testing

@testable import QwinkleApp
@testable import QwinkleModel

@Suite("1. The Qwinks live in the model, and the view shows what it is given")
@MainActor
struct Step1 {
  let network = FakeDownloadNetwork()

  @Test("The Timeline keeps its Qwinks, newest first")
  func timelineKeepsQwinks() {
    let timeline = Timeline(currentUser: "dee")

    timeline.add(Qwink(author: "ana", text: "first"))
    timeline.add(Qwink(author: "bo", text: "second"))

    #expect(
      timeline.qwinks.map(\.text) == ["second", "first"],
      """
      After adding ana's Qwink, then bo's, the Timeline holds \(describe(timeline.qwinks)). \
      Timeline.add(_:) should put each new Qwink on top: qwinks.insert(qwink, at: 0).
      """)

    timeline.replaceQwinks(with: [Qwink(author: "cy", text: "fresh")])

    #expect(
      timeline.qwinks.map(\.text) == ["fresh"],
      """
      replaceQwinks(with:) should swap every Qwink for the ones it is given (a fresh \
      download); the Timeline holds \(describe(timeline.qwinks)).
      """)
  }

  @Test("The timeline's table asks the timeline screen for its rows")
  func controllerIsTheDataSource() {
    let screen = makeTimelineScreen(timeline: Timeline(currentUser: "dee"), network: network)

    #expect(
      screen.tableView.dataSource === screen,
      """
      The timeline's table has \(className(of: screen.tableView.dataSource)) as its data \
      source. The controller is the go-between: make TimelineViewController a \
      TableViewDataSource, answering from timeline.qwinks, and set \
      `tableView.dataSource = self` in viewDidLoad.
      """)
  }

  @Test("The table is the toolkit's own: it keeps nothing and shows what it is given")
  func tableKeepsNoPosts() {
    let screen = makeTimelineScreen(timeline: Timeline(currentUser: "dee"), network: network)

    #expect(
      isPlainTableView(screen.tableView),
      """
      The timeline's table is a \(className(of: screen.tableView)), a table of the app's \
      own making, which can keep the app's data or draw rows its own way. Make tableView \
      a plain TableView(): the Qwinks belong in the Timeline, and the table gets them \
      from its data source.
      """)

    let given = [TableViewCell(text: "probe", detailText: "one"), TableViewCell(text: "two")]
    let source = CountingDataSource(cells: given)
    screen.tableView.dataSource = source
    screen.tableView.reloadData()
    let shown = screen.tableView.visibleCells
    #expect(
      shown.count == given.count && zip(shown, given).allSatisfy { $0 === $1 },
      """
      Handed a data source with two cells, the timeline's table showed \(shown.count) \
      cells, not those two. A view shows what it is given: the table's rows must come \
      from its data source, and nothing else.
      """)
  }

  @Test("The timeline screen shows the model's Qwinks, newest first")
  func screenShowsTheModel() {
    let timeline = Timeline(currentUser: "dee")
    timeline.add(Qwink(author: "ana", text: "first"))
    timeline.add(Qwink(author: "bo", text: "second"))

    let screen = makeTimelineScreen(timeline: timeline, network: network)

    let shown = rows(of: screen.tableView)
    #expect(
      shown == ["bo: second", "ana: first"],
      """
      With bo's and ana's Qwinks in the Timeline, the timeline screen shows \
      \(describe(shown)). Answer the table's questions from timeline.qwinks: one row each, \
      a TableViewCell with the author as text and the Qwink's text as detailText.
      """)
    #expect(
      rowsCameFromDataSource(screen.tableView),
      """
      Some rows on the timeline's table were not put there by the table: cells added by \
      hand. Let the table lay out its rows: answer as its data source and call \
      tableView.reloadData().
      """)
  }
}
