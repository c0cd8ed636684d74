import Foundation
import HeadlessKit
import Testing

@testable import QwinkleApp
@testable import QwinkleModel

@Suite("2. Controllers carry model to view, and the user's input to the model")
@MainActor
struct Step2 {
  let network = FakeDownloadNetwork()

  @Test("A downloaded timeline goes into the model, and the table shows it")
  func downloadGoesIntoTheModel() throws {
    let timeline = Timeline(currentUser: "dee")
    let screen = makeTimelineScreen(timeline: timeline, network: network)
    screen.refreshControl.pull()

    try #require(
      network.completeDownload(of: QwinkleService.timelineURL, with: "ana: hi\nbo: yo"),
      "Pulling the timeline started no download of QwinkleService.timelineURL.")

    #expect(
      timeline.qwinks == [Qwink(author: "ana", text: "hi"), Qwink(author: "bo", text: "yo")],
      """
      After the download of "ana: hi" and "bo: yo" the model holds \
      \(describe(timeline.qwinks)): the download never reached the model. Look at what \
      the timeline screen does with a finished download.
      """)
    #expect(
      rows(of: screen.tableView) == ["ana: hi", "bo: yo"],
      """
      The model holds the downloaded Qwinks but the table shows \
      \(describe(rows(of: screen.tableView))): the view was not brought up to date with \
      the model.
      """)
    #expect(
      !screen.refreshControl.isRefreshing,
      "The download is over and the timeline's spinner still turns.")
  }

  @Test("Done makes the text a Qwink by the current user, in the model, once the server has it")
  func doneUpdatesTheModel() throws {
    let timeline = Timeline(currentUser: "eve")
    let entry = makeNewEntry(timeline: timeline, network: network)
    entry.textField.insertText("lunch at six?")

    entry.doneItem.tap()

    #expect(
      timeline.qwinks.isEmpty,
      """
      Right after Done, before the server answered, the model already holds \
      \(describe(timeline.qwinks)): a post that then failed would leave a Qwink nobody \
      stored. The model should change once the server has the Qwink.
      """)
    try #require(
      completePost(on: network), "Done sent nothing to QwinkleService.postURL.")

    #expect(
      timeline.qwinks == [Qwink(author: "eve", text: "lunch at six?")],
      """
      With eve using the app, after Done and the server's answer the model holds \
      \(describe(timeline.qwinks)), not eve's "lunch at six?". The user's input should \
      reach the model the screen was given, by the user the model says is writing. \
      Look at what the new-entry screen does once the server has the post.
      """)
  }

  @Test("Cancel leaves the model as it was")
  func cancelLeavesTheModel() {
    let timeline = Timeline(currentUser: "dee")
    let entry = makeNewEntry(timeline: timeline, network: network)
    entry.textField.insertText("never mind")

    entry.cancelItem.tap()

    #expect(
      timeline.qwinks.isEmpty && network.runningTasks.isEmpty,
      "Cancel sent the draft or put it in the model; it should drop it.")
  }

  @Test("The new-entry screen knows the model, not the timeline screen")
  func newEntryKnowsOnlyTheModel() {
    let entry = makeNewEntry(timeline: Timeline(currentUser: "dee"), network: network)

    let links = properties(
      of: entry, whoseTypeMentions: ["TimelineViewController", "TableView"])
    #expect(
      links.isEmpty,
      """
      NewEntryViewController still keeps \(names(links)), a way into the timeline \
      screen: it still knows who shows its Qwinks. It should know only the model it \
      was given. Look at NewEntryViewController's stored properties.
      """)
  }
}
