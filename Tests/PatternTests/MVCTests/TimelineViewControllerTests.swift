import Foundation
import HeadlessKit
import MVC
import Testing

@MainActor
@Suite("TimelineViewController: from the model into the table")
struct TimelineViewControllerTests {
  @Test("The controller is its table's data source, and the table keeps no Qwinks")
  func dataSource() throws {
    let qwinkle = LaunchedQwinkle()
    let screen = try #require(qwinkle.timelineScreen)

    #expect(screen.tableView.dataSource === screen)
    let tableProperties = Mirror(reflecting: screen.tableView).children
    #expect(!tableProperties.contains { $0.value is [Qwink] })
  }

  @Test("Each row shows a Qwink from the model, newest first, with the author's avatar")
  func rows() throws {
    let qwinkle = LaunchedQwinkle()
    let table = try #require(qwinkle.timelineScreen?.tableView)

    #expect(table.visibleCells.map(\.text) == ["ana", "bo"])
    #expect(table.visibleCells.map(\.detailText) == ["tram is late", "bakery on Elm"])
    #expect(table.visibleCells.map(\.imageName) == ["ana.png", "bo.png"])
  }

  @Test("An empty timeline shows one row that says what to do")
  func emptyState() {
    let screen = TimelineViewController(timeline: Timeline(), currentUser: Qwinker(name: "dee"))
    screen.loadViewIfNeeded()

    #expect(screen.tableView.visibleCells.map(\.text) == ["Nothing here yet"])
  }

  @Test("When the model changes, whoever changed it, the table shows it")
  func followsTheModel() throws {
    let qwinkle = LaunchedQwinkle()
    let table = try #require(qwinkle.timelineScreen?.tableView)

    qwinkle.timeline.post("from elsewhere", by: qwinkle.dee)

    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.visibleCells.first?.detailText == "from elsewhere")
  }

  @Test("The + item calls the controller through target-action")
  func addIsTargetAction() throws {
    let qwinkle = LaunchedQwinkle()
    let screen = try #require(qwinkle.timelineScreen)

    #expect(screen.addItem.target === screen)
    #expect(screen.navigationBar.rightBarButtonItem === screen.addItem)
  }

  @Test("+ shows the new-entry screen in the key window, with the same model")
  func addShowsNewEntry() throws {
    let qwinkle = LaunchedQwinkle()

    let entry = try #require(qwinkle.openNewEntry())

    #expect(entry.timeline === qwinkle.timeline)
    #expect(entry.author === qwinkle.dee)
    #expect(entry.isVisible)
  }

  @Test("A timeline that is not on screen has nothing to present from")
  func addOffScreen() {
    let screen = TimelineViewController(timeline: Timeline(), currentUser: Qwinker(name: "dee"))
    screen.loadViewIfNeeded()

    screen.addItem.tap()

    #expect(screen.view.window == nil)
  }

  @Test("A timeline screen let go of is freed: the model only watches it weakly")
  func freed() {
    let timeline = Timeline()
    weak var weakScreen: TimelineViewController?
    do {
      let screen = TimelineViewController(timeline: timeline, currentUser: Qwinker(name: "dee"))
      screen.loadViewIfNeeded()
      weakScreen = screen
    }

    #expect(weakScreen == nil)
    timeline.post("nobody watching", by: Qwinker(name: "ana"))
  }
}
