import Foundation
import HeadlessKit
import Testing

@testable import QwinkleApp
@testable import QwinkleModel

/// Step 4 at the seam: the delegate protocol is all a screen may count on
/// hearing. The test plays the part of each screen's own service and tells
/// the screen only through QwinkleServiceDelegate, as any service would.
extension Step4 {
  @Test("Told only through the delegate protocol, the timeline screen shows the download")
  func timelineHearsThroughTheProtocol() throws {
    let timeline = Timeline(currentUser: "dee")
    let screen = makeTimelineScreen(timeline: timeline, network: network)
    screen.refreshControl.pull()
    let service = try #require(
      qwinkleServices(ownedBy: screen).first,
      "TimelineViewController keeps no QwinkleService of its own: look at what it stores.")
    let delegate = try #require(
      asServiceDelegate(screen),
      "The timeline screen is no QwinkleServiceDelegate, so no service can tell it anything.")
    let qwinks = [Qwink(author: "ana", text: "hi"), Qwink(author: "bo", text: "yo")]

    delegate.qwinkleService(service, didDownload: qwinks)

    let spinning = screen.refreshControl.isRefreshing
    #expect(
      timeline.qwinks == qwinks && rows(of: screen.tableView) == ["ana: hi", "bo: yo"]
        && !spinning,
      """
      The timeline screen's own service told it, through QwinkleServiceDelegate and \
      nothing else, that the timeline "ana: hi", "bo: yo" had downloaded. The model \
      should hold those two, the table show them and the spinner stop; the model holds \
      \(describe(timeline.qwinks)), the table shows \(describe(rows(of: screen.tableView))) \
      and the spinner \(spinning ? "still turns" : "stopped"). A service tells its \
      delegate this way and no other: look for work the screen does only when a path \
      besides the protocol, one only the real service takes, reaches it.
      """)
  }

  @Test("Told only through the delegate protocol, the new-entry screen adds its Qwink and closes")
  func newEntryHearsThroughTheProtocol() throws {
    let app = LaunchedQwinkle()
    let entry = try #require(app.openNewEntry(), "Tapping + showed no new-entry screen.")
    entry.textField.insertText("lunch?")
    entry.doneItem.tap()
    let service = try #require(
      qwinkleServices(ownedBy: entry).first,
      "NewEntryViewController keeps no QwinkleService of its own: look at what it stores.")
    let delegate = try #require(
      asServiceDelegate(entry),
      "The new-entry screen is no QwinkleServiceDelegate, so no service can tell it anything.")
    let qwink = Qwink(author: "dee", text: "lunch?")

    delegate.qwinkleService(service, didPost: qwink)

    let model = app.timelineScreen.timeline.qwinks
    #expect(
      model.first == qwink && entry.view.window == nil,
      """
      The new-entry screen's own service told it, through QwinkleServiceDelegate and \
      nothing else, that dee's "lunch?" was stored. The Qwink should be in the model and \
      the screen closed; the model holds \(describe(model)) and the screen is \
      \(entry.view.window == nil ? "closed" : "still open"). A service tells its delegate \
      this way and no other: look for work the screen does only when a path besides the \
      protocol, one only the real service takes, reaches it.
      """)
  }
}
