import Foundation
import HeadlessKit
import Testing

@testable import UntangleQwinkle

@Suite("3. A new Qwink reaches the timeline through the shared model")
@MainActor
struct Step3 {
  @Test("The timeline shows every change to the model, whoever makes it")
  func timelineFollowsTheModel() {
    let network = FakeDownloadNetwork()
    let timeline = Timeline(currentUser: "dee")
    let screen = makeTimelineScreen(timeline: timeline, network: network)

    timeline.add(Qwink(author: "cy", text: "hello"))

    let shown = rows(of: screen.tableView)
    #expect(
      shown == ["cy: hello"],
      """
      A Qwink was added to the model, and the timeline shows \(describe(shown)). The model \
      should tell whoever watches it that it changed: give Timeline observers (a \
      TimelineObserver protocol, held weakly), make the timeline screen one in viewDidLoad, \
      and reload the table when it hears.
      """)
  }

  @Test("+ opens the new-entry screen on the same Timeline")
  func sameModel() throws {
    let qwinkle = LaunchedQwinkle()

    let entry = try #require(
      qwinkle.openNewEntry(),
      "Tapping + showed no NewEntryViewController in the key window.")

    #expect(
      entry.timeline === qwinkle.timelineScreen.timeline,
      """
      The new-entry screen got a Timeline of its own. Both screens share one model: hand \
      it the timeline screen's `timeline`.
      """)
  }

  @Test("A Qwink posted on the new-entry screen shows on top of the timeline")
  func postedQwinkShows() throws {
    let qwinkle = LaunchedQwinkle()
    let entry = try #require(
      qwinkle.openNewEntry(),
      "Tapping + showed no NewEntryViewController in the key window.")
    entry.textField.insertText("lunch?")

    entry.doneItem.tap()
    try #require(
      completePost(on: qwinkle.network), "Done sent nothing to QwinkleService.postURL.")

    let timeline = qwinkle.timelineScreen.timeline
    #expect(
      timeline.qwinks.first == Qwink(author: "dee", text: "lunch?"),
      """
      The new Qwink is not at the top of the shared model (it starts with \
      \(describe(Array(timeline.qwinks.prefix(1))))). Done should add it to the Timeline.
      """)
    #expect(
      rows(of: qwinkle.timelineScreen.tableView).first == "dee: lunch?",
      """
      The timeline shows \(describe(rows(of: qwinkle.timelineScreen.tableView))) after the \
      post: it should hear from the model and reload.
      """)
    #expect(
      !entry.isVisible && qwinkle.application.keyWindow === qwinkle.appDelegate.window,
      "The new-entry screen should close once the server has the Qwink.")
  }
}
