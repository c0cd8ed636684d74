import Foundation
import HeadlessKit
import Testing

@testable import QwinkleApp
@testable import QwinkleModel

/// Step 3, continued: the new-entry screen writes to the model the timeline
/// screen shows, and "shared" means shared by the screens of one app, not
/// kept in one place for everyone.
extension Step3 {
  @Test("Two apps each share a Timeline of their own between their screens")
  func eachAppItsOwnModel() throws {
    let first = LaunchedQwinkle()
    let second = LaunchedQwinkle()
    let entry = try #require(
      first.openNewEntry(), "Tapping + showed no new-entry screen in the key window.")
    entry.textField.insertText("lunch?")

    entry.doneItem.tap()
    try #require(completePost(on: first.network), "Done sent nothing to QwinkleService.postURL.")

    let other = second.timelineScreen.timeline
    #expect(
      other !== first.timelineScreen.timeline && other.qwinks.isEmpty
        && rows(of: second.timelineScreen.tableView).isEmpty,
      """
      Two apps ran side by side (two app delegates, two windows), and a Qwink posted in \
      the first one shows in the second, whose model holds \(describe(other.qwinks)): \
      both apps use one Timeline kept in one place for everyone. Screens of one app \
      share a model because they are handed the same one. Look at where the app \
      delegate's Timeline comes from.
      """)
  }

  @Test("+ opens the new-entry screen on the same Timeline")
  func sameModel() throws {
    let qwinkle = LaunchedQwinkle()

    let entry = try #require(
      qwinkle.openNewEntry(),
      "Tapping + showed no new-entry screen in the key window.")

    #expect(
      entry.timeline === qwinkle.timelineScreen.timeline,
      """
      The new-entry screen got a Timeline of its own, so what it adds never reaches \
      the timeline screen. Both screens should share one model. Look at what the \
      timeline screen hands the screen it opens.
      """)
  }

  @Test("A Qwink posted on the new-entry screen shows on top of the timeline")
  func postedQwinkShows() throws {
    let qwinkle = LaunchedQwinkle()
    let entry = try #require(
      qwinkle.openNewEntry(),
      "Tapping + showed no new-entry screen in the key window.")
    entry.textField.insertText("lunch?")

    entry.doneItem.tap()
    try #require(
      completePost(on: qwinkle.network), "Done sent nothing to QwinkleService.postURL.")

    let timeline = qwinkle.timelineScreen.timeline
    #expect(
      timeline.qwinks.first == Qwink(author: "dee", text: "lunch?"),
      """
      After the post, the shared model starts with \
      \(describe(Array(timeline.qwinks.prefix(1)))), not the new Qwink.
      """)
    #expect(
      rows(of: qwinkle.timelineScreen.tableView).first == "dee: lunch?",
      """
      The timeline shows \(describe(rows(of: qwinkle.timelineScreen.tableView))) after the \
      post, not the new Qwink on top: it did not hear from the model.
      """)
    #expect(
      !entry.isVisible && qwinkle.application.keyWindow === qwinkle.appDelegate.window,
      "The server has the Qwink and the new-entry screen is still open.")
  }

  @Test("One post, one redraw: the timeline hears of it from the model alone")
  func onePostOneRedraw() throws {
    let qwinkle = LaunchedQwinkle()
    let entry = try #require(
      qwinkle.openNewEntry(),
      "Tapping + showed no new-entry screen in the key window.")
    entry.textField.insertText("lunch?")
    let counter = CountingDataSource()
    qwinkle.timelineScreen.tableView.dataSource = counter

    entry.doneItem.tap()
    try #require(
      completePost(on: qwinkle.network), "Done sent nothing to QwinkleService.postURL.")

    #expect(
      counter.reloads == 1,
      """
      One Qwink was posted and the timeline's table asked its data source \
      \(times(counter.reloads)) (once per reload), not once: none means the model's \
      news did not reload it; more means the new-entry screen still reaches the \
      timeline screen, or its table, another way.
      """)
  }

  @Test("A post reaches whoever observes the model, whether or not it is on screen")
  func postReachesEveryObserver() throws {
    let qwinkle = LaunchedQwinkle()
    let timeline = qwinkle.timelineScreen.timeline
    // A widget that watches the model with no screen at all, and a second
    // timeline screen on the same model that no window shows.
    let widget = SpyTimelineObserver()
    timeline.addObserver(widget)
    let offscreen = makeTimelineScreen(timeline: timeline, network: FakeDownloadNetwork())
    let entry = try #require(
      qwinkle.openNewEntry(),
      "Tapping + showed no new-entry screen in the key window.")
    entry.textField.insertText("lunch?")

    entry.doneItem.tap()
    try #require(
      completePost(on: qwinkle.network), "Done sent nothing to QwinkleService.postURL.")

    let posted = Qwink(author: "dee", text: "lunch?")
    let why =
      timeline.qwinks.first != posted
      ? "The Qwink never reached the model: see step 2."
      : "The model took the Qwink without telling its observers, and the screens were "
        + "redrawn some other way. Whoever shows Qwinks hears of a post from the model "
        + "alone. Look at how the new-entry screen puts the Qwink into the model."
    #expect(
      widget.heard.count == 1 && widget.heard.first?.first == posted,
      """
      A Qwink was posted, and an observer of the shared Timeline that is no screen (a \
      widget, say) was told \(times(widget.heard.count)), not once with the new Qwink on \
      top. \(why)
      """)
    #expect(
      rows(of: offscreen.tableView).first == "dee: lunch?",
      """
      A second timeline screen on the same Timeline, in no window, shows \
      \(describe(rows(of: offscreen.tableView))) after the post, not the new Qwink on \
      top: only the screens the new-entry screen could find were redrawn. A screen \
      hears of the post because it observes the model, wherever it is.
      """)
  }

  @Test("A new-entry screen closed with Cancel is freed")
  func cancelledEntryIsFreed() throws {
    let qwinkle = LaunchedQwinkle()
    weak var gone: NewEntryViewController?
    do {
      let entry = try #require(
        qwinkle.openNewEntry(),
        "Tapping + showed no new-entry screen in the key window.")
      gone = entry
      entry.textField.insertText("never mind")
      entry.cancelItem.tap()
    }

    #expect(
      gone == nil,
      """
      The new-entry screen was cancelled and closed, but it is still alive: something \
      keeps it after its window has gone. The timeline screen only opens it.
      """)
  }

  @Test("A Qwink is written by whoever is signed in when Done is tapped")
  func authorAtDone() throws {
    let qwinkle = LaunchedQwinkle()
    let entry = try #require(
      qwinkle.openNewEntry(), "Tapping + showed no new-entry screen in the key window.")
    // Another account signs in while the new-entry screen is open.
    qwinkle.timelineScreen.timeline.currentUser = "bo"
    entry.textField.insertText("hi all")
    entry.doneItem.tap()
    try #require(
      completePost(on: qwinkle.network), "Done sent nothing to QwinkleService.postURL.")

    let first = qwinkle.timelineScreen.timeline.qwinks.first
    let why =
      first == nil
      ? "The Qwink never reached the model: see step 2."
      : first?.author == "dee"
        ? "The new-entry screen kept its own copy of who was signed in when it opened; the "
          + "model says who is signed in now. Look at where the new-entry screen finds the "
          + "Qwink's author."
        : "Look at where the new-entry screen finds the Qwink's author."
    #expect(
      first == Qwink(author: "bo", text: "hi all"),
      """
      dee opened the new-entry screen, then bo signed in and wrote "hi all"; the model \
      starts with \(describe(Array(qwinkle.timelineScreen.timeline.qwinks.prefix(1)))), \
      not "bo: hi all". \(why)
      """)
  }
}
