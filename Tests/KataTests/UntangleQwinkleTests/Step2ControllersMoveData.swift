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
      After the download the model holds \(describe(timeline.qwinks)). Turn the downloaded \
      lines into Qwinks (Qwink(line:) reads one) and hand them to the model: \
      timeline.replaceQwinks(with:).
      """)
    #expect(
      rows(of: screen.tableView) == ["ana: hi", "bo: yo"],
      """
      The model holds the downloaded Qwinks but the table shows \
      \(describe(rows(of: screen.tableView))): have the table reload from the model.
      """)
    #expect(
      !screen.refreshControl.isRefreshing, "The spinner should stop once the download is over.")
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
      \(describe(timeline.qwinks)). The Qwink goes into the model once the server has \
      it: a post that then fails must leave nothing behind.
      """)
    try #require(
      completePost(on: network), "Done sent nothing to QwinkleService.postURL.")

    #expect(
      timeline.qwinks == [Qwink(author: "eve", text: "lunch at six?")],
      """
      With eve using the app, after Done and the server's answer the model holds \
      \(describe(timeline.qwinks)). The new-entry screen should add \
      Qwink(author: timeline.currentUser, text: ...) to its timeline, the shared model, \
      rather than write into another screen's table. Who writes comes from the model.
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
      "Cancel should drop the draft: nothing sent, nothing added to the model.")
  }

  @Test("The new-entry screen knows the model, not the timeline screen")
  func newEntryKnowsOnlyTheModel() {
    let entry = makeNewEntry(timeline: Timeline(currentUser: "dee"), network: network)

    let links = properties(
      of: entry, whoseTypeMentions: ["TimelineViewController", "TableView"])
    #expect(
      links.isEmpty,
      """
      NewEntryViewController still keeps \(names(links)), a way into \
      the timeline screen. It should write to the model it was given and know nothing \
      about who shows it: remove the property, and the lines that wrote into that \
      screen's table.
      """)
  }
}
