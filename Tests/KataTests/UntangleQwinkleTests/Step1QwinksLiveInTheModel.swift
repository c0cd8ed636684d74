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
      After adding ana's Qwink, then bo's, the Timeline holds \(describe(timeline.qwinks)), \
      not bo's on top of ana's: the newest Qwink belongs on top. Look at Timeline.add(_:).
      """)

    timeline.replaceQwinks(with: [Qwink(author: "cy", text: "fresh")])

    #expect(
      timeline.qwinks.map(\.text) == ["fresh"],
      """
      After a fresh download replaced the Qwinks with cy's one, the Timeline holds \
      \(describe(timeline.qwinks)): what was there before should be gone. Look at \
      Timeline.replaceQwinks(with:).
      """)
  }

  @Test("The timeline's table asks the timeline screen for its rows")
  func controllerIsTheDataSource() {
    let screen = makeTimelineScreen(timeline: Timeline(currentUser: "dee"), network: network)

    #expect(
      screen.tableView.dataSource === screen,
      """
      The timeline's table asks \(className(of: screen.tableView.dataSource)) for its \
      rows, not the timeline screen. The controller is the go-between of model and \
      view. Look at who answers the table's questions.
      """)
  }

  @Test("The table is the toolkit's own: it keeps nothing and shows what it is given")
  func tableKeepsNoPosts() {
    let screen = makeTimelineScreen(timeline: Timeline(currentUser: "dee"), network: network)

    #expect(
      isPlainTableView(screen.tableView),
      """
      The timeline's table is a \(className(of: screen.tableView)), a table of the app's \
      own making, which can keep the app's data or draw rows its own way. A view should \
      keep no data of the app's: the Qwinks belong in the Timeline. Look at what kind of \
      table the timeline screen makes.
      """)

    let given = [TableViewCell(text: "probe", detailText: "one"), TableViewCell(text: "two")]
    let source = CountingDataSource(cells: given)
    screen.tableView.dataSource = source
    screen.tableView.reloadData()
    let shown = screen.tableView.visibleCells
    #expect(
      shown.count == given.count && zip(shown, given).allSatisfy { $0 === $1 },
      """
      Handed a data source with two cells, the timeline's table showed \
      \(counted(shown.count, "cell")), not those two. A view shows what it is given: the table's \
      rows must come \
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
      \(describe(shown)), not one row per Qwink, newest first, author beside text. \
      Look at how the timeline screen answers its table from the model.
      """)
    #expect(
      rowsCameFromDataSource(screen.tableView),
      """
      Some rows on the timeline's table were not put there by the table: cells added by \
      hand. The table lays out its own rows, from what its data source says.
      """)
  }
}
