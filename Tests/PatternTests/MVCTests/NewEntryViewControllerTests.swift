import HeadlessKit
import MVC
import Testing

@MainActor
@Suite("NewEntryViewController: from the user's input into the model")
struct NewEntryViewControllerTests {
  @Test("Done is disabled until there is something to post")
  func doneNeedsText() throws {
    let qwinkle = LaunchedQwinkle()
    let entry = try #require(qwinkle.openNewEntry())

    #expect(!entry.doneItem.isEnabled)
    entry.textField.insertText("  ")
    #expect(!entry.doneItem.isEnabled)
    entry.textField.insertText("hi")
    #expect(entry.doneItem.isEnabled)
  }

  @Test("The cursor is in the field when the screen shows")
  func focus() throws {
    let qwinkle = LaunchedQwinkle()
    let entry = try #require(qwinkle.openNewEntry())

    #expect(entry.textField.isFirstResponder)
  }

  @Test("Done posts to the shared model, closes the screen, and the timeline shows it")
  func done() throws {
    let qwinkle = LaunchedQwinkle()
    let entry = try #require(qwinkle.openNewEntry())

    entry.textField.insertText("lunch?")
    entry.doneItem.tap()

    #expect(qwinkle.timeline.qwinks.first == Qwink(author: "dee", text: "lunch?"))
    #expect(qwinkle.dee.qwinks.map(\.text) == ["lunch?"])
    #expect(!entry.isVisible)
    #expect(qwinkle.application.keyWindow === qwinkle.appDelegate.window)
    #expect(qwinkle.timelineScreen?.tableView.visibleCells.first?.detailText == "lunch?")
  }

  @Test("Cancel closes the screen and leaves the model alone")
  func cancel() throws {
    let qwinkle = LaunchedQwinkle()
    let entry = try #require(qwinkle.openNewEntry())
    let before = qwinkle.timeline.qwinks

    entry.textField.insertText("never mind")
    entry.cancelItem.tap()

    #expect(qwinkle.timeline.qwinks == before)
    #expect(!entry.isVisible)
  }

  @Test("Cancel and Done reach the screen through target-action, from its bar")
  func wiring() throws {
    let qwinkle = LaunchedQwinkle()
    let entry = try #require(qwinkle.openNewEntry())

    #expect(entry.cancelItem.target === entry)
    #expect(entry.doneItem.target === entry)
    #expect(entry.navigationBar.leftBarButtonItem === entry.cancelItem)
    #expect(entry.navigationBar.rightBarButtonItem === entry.doneItem)
  }

  @Test("The new-entry screen knows the model, not the timeline screen")
  func knowsOnlyTheModel() throws {
    let qwinkle = LaunchedQwinkle()
    let entry = try #require(qwinkle.openNewEntry())

    let properties = Mirror(reflecting: entry).children.map(\.value)
    #expect(!properties.contains { $0 is TimelineViewController || $0 is TableView })
  }
}
