import Foundation
import HeadlessKit
import Testing

@testable import QwinkleApp
@testable import QwinkleModel

/// Step 4, continued: every request goes through the service and comes
/// back to the one who made it, whatever order the server answers in and
/// however it fails.
extension Step4 {
  @Test("Posts sent together, answered out of order, each come back with their own Qwink")
  func postsAnsweredOutOfOrder() throws {
    let service = QwinkleService(network: network, sessionIdentifier: "com.qwinkle.test")
    let spy = SpyServiceDelegate()
    service.delegate = spy
    let lunch = Qwink(author: "dee", text: "lunch?")
    let six = Qwink(author: "dee", text: "at six")

    // The same Qwink twice (sent again by mistake), another in between.
    for qwink in [lunch, six, lunch] { service.post(qwink) }
    let posts = network.runningTasks.filter { $0.originalURL == QwinkleService.postURL }
    try #require(
      posts.count == 3, "Three posts at once did not all go to QwinkleService.postURL.")
    // The server answers the middle post first, then the newest, then the oldest.
    for post in [posts[1], posts[2], posts[0]] { network.completeDownload(post, with: "stored") }

    #expect(
      spy.posted == [six, lunch, lunch] && spy.downloaded.isEmpty,
      """
      dee posted "lunch?", "at six" and "lunch?" again; the server answered "at six" \
      first, then the second "lunch?", then the first. The service's delegate heard \
      that \(describe(spy.posted)) were posted, and \(counted(spy.downloaded.count, "download")), \
      not "at six" and then "lunch?" twice: an answer \
      was matched to a post by its order, its author or its text instead of by the \
      request it answers. Look at how the service remembers which Qwink each post \
      carries.
      """)
  }

  @Test("A download that fails after its file arrived is a failure, not a timeline")
  func failureAfterTheFile() throws {
    let service = QwinkleService(network: network, sessionIdentifier: "com.qwinkle.test")
    let spy = SpyServiceDelegate()
    service.delegate = spy
    service.downloadTimeline()

    try #require(
      network.failDownload(of: QwinkleService.timelineURL, afterWriting: "ana: hi\nbo: y"),
      """
      A QwinkleService asked to download the timeline is not downloading \
      QwinkleService.timelineURL.
      """)

    #expect(
      spy.downloaded.isEmpty && spy.failures == [FakeDownloadNetwork.Failure.offline.description],
      """
      The session handed over a file, then said the download failed (offline). The \
      service's delegate heard didDownload \(times(spy.downloaded.count)) and of \
      \(counted(spy.failures.count, "failure")): a half-downloaded timeline would replace the good \
      one. The outcome decides, not the file. Look at what the service believes first \
      when a task ends.
      """)
  }

  @Test("Only the service starts downloads and posts; the screens ask it")
  func onlyTheServiceStartsTasks() {
    let timeline = Timeline(currentUser: "dee")
    let screen = makeTimelineScreen(timeline: timeline, network: network)
    screen.refreshControl.pull()
    let entry = makeNewEntry(timeline: timeline, network: network)
    entry.textField.insertText("lunch?")
    entry.doneItem.tap()

    let outside = network.runningTasks.filter { !startsInTheModelModule($0) }
    #expect(
      outside.isEmpty,
      """
      Requests were started by code in \
      \(outside.map { $0.startedIn ?? "nowhere" }.joined(separator: " and ")), outside the \
      service's module: a screen reaches into its service's session and starts tasks \
      itself, so it still knows how networking works. Look at what the screens ask \
      their QwinkleService to do, and at what QwinkleService makes public.
      """)
  }

  @Test("A new-entry screen whose post failed is freed once its window is closed")
  func failedEntryIsFreed() throws {
    let qwinkle = LaunchedQwinkle()
    weak var gone: NewEntryViewController?
    do {
      let entry = try #require(
        qwinkle.openNewEntry(), "Tapping + showed no new-entry screen in the key window.")
      gone = entry
      entry.textField.insertText("lunch?")
      entry.doneItem.tap()
      try #require(
        qwinkle.network.failDownload(of: QwinkleService.postURL),
        "Done sent nothing to QwinkleService.postURL.")
      // The user gives up: the window goes, with no tap on Cancel.
      entry.view.window?.close()
    }

    #expect(
      gone == nil,
      """
      A post failed, then the new-entry screen's window was closed (not with Cancel), and \
      the screen is still alive: something taken when the post failed holds it, and \
      lets go only on Cancel or a later success. Look at what the new-entry screen \
      keeps, or hands out, when a post fails.
      """)
  }

  @Test("A failed post keeps the new-entry screen open, with the draft, and says why")
  func failedPost() throws {
    let qwinkle = LaunchedQwinkle()
    let entry = try #require(
      qwinkle.openNewEntry(),
      "Tapping + showed no new-entry screen in the key window.")
    entry.textField.insertText("lunch?")
    entry.doneItem.tap()

    try #require(
      qwinkle.network.failDownload(of: QwinkleService.postURL),
      "Done sent nothing to QwinkleService.postURL.")

    #expect(
      entry.errorMessage == FakeDownloadNetwork.Failure.offline.description
        && entry.doneItem.isEnabled && qwinkle.timelineScreen.timeline.qwinks.isEmpty,
      """
      The post failed (offline): the new-entry screen's errorMessage is \
      \(entry.errorMessage.map { "\"\($0)\"" } ?? "nothing"), Done is \
      \(entry.doneItem.isEnabled ? "enabled" : "disabled") and the model holds \
      \(describe(qwinkle.timelineScreen.timeline.qwinks)). The user should read why, be \
      able to send again, and find the model as it was.
      """)
    #expect(
      entry.isVisible && qwinkle.application.keyWindow?.rootViewController === entry,
      """
      After a failed post the new-entry screen closed, so the user can neither read the \
      error nor try again. Look at when the new-entry screen closes.
      """)
    #expect(
      entry.textField.text == "lunch?",
      """
      After a failed post the text field holds "\(entry.textField.text)", not the draft \
      "lunch?": the user would have to type it again.
      """)
  }

  @Test("A failed refresh stops the spinner, says why, and leaves the model")
  func failedRefresh() throws {
    let timeline = Timeline(currentUser: "dee")
    timeline.add(Qwink(author: "ana", text: "hi"))
    let screen = makeTimelineScreen(timeline: timeline, network: network)
    screen.refreshControl.pull()

    try #require(
      network.failDownload(of: QwinkleService.timelineURL),
      "Pulling the timeline started no download of QwinkleService.timelineURL.")

    #expect(
      !screen.refreshControl.isRefreshing,
      """
      The refresh failed and the spinner still turns, as if it might still succeed. \
      Look at what the timeline screen does when its service reports a failure.
      """)
    #expect(
      screen.errorMessage == FakeDownloadNetwork.Failure.offline.description
        && timeline.qwinks == [Qwink(author: "ana", text: "hi")]
        && rows(of: screen.tableView) == ["ana: hi"],
      """
      After a failed refresh the timeline screen's errorMessage is \
      \(screen.errorMessage.map { "\"\($0)\"" } ?? "nothing") and it shows \
      \(describe(rows(of: screen.tableView))): it should say why, and keep the model and \
      the Qwinks on screen as they were.
      """)
  }

  @Test("Each screen hears only about its own requests, even at the same time")
  func eachScreenHearsItsOwn() throws {
    let timeline = Timeline(currentUser: "dee")
    let screen = makeTimelineScreen(timeline: timeline, network: network)
    screen.refreshControl.pull()
    let entry = makeNewEntry(timeline: timeline, network: network)
    entry.textField.insertText("lunch?")
    entry.doneItem.tap()
    try #require(
      network.isDownloading(QwinkleService.timelineURL)
        && network.isDownloading(QwinkleService.postURL),
      "A pull on the timeline and Done on the new-entry screen are not both running.")

    network.completeDownload(of: QwinkleService.timelineURL, with: "ana: hi")

    #expect(
      !screen.refreshControl.isRefreshing && timeline.qwinks == [Qwink(author: "ana", text: "hi")],
      """
      With the new-entry screen open, the timeline's download finished but did not reach \
      the timeline screen (its spinner still turns, the model holds \
      \(describe(timeline.qwinks))). \(qwinkleServices(ownedBy: screen).isEmpty
        ? noServiceYet
        : "The news went to the screen opened last. One service has one delegate. Look at "
          + "which service each screen uses.")
      """)

    completePost(on: network)
    #expect(
      timeline.qwinks.first == Qwink(author: "dee", text: "lunch?") && entry.errorMessage == nil,
      "The post, finished next, did not reach the new-entry screen and put its Qwink on top.")
  }

  @Test("A new-entry screen is freed once its post is done and it closed")
  func postedEntryIsFreed() throws {
    let qwinkle = LaunchedQwinkle()
    weak var gone: NewEntryViewController?
    var hasService = false
    do {
      let entry = try #require(
        qwinkle.openNewEntry(),
        "Tapping + showed no new-entry screen in the key window.")
      gone = entry
      hasService = !qwinkleServices(ownedBy: entry).isEmpty
      entry.textField.insertText("lunch?")
      entry.doneItem.tap()
      try #require(
        completePost(on: qwinkle.network), "Done sent nothing to QwinkleService.postURL.")
    }

    #expect(
      gone == nil,
      """
      The new-entry screen posted and closed, but it is still alive. \(hasService
        ? "Its service is kept alive by its session until the session ends, so whatever "
          + "the service keeps of the screen keeps a closed screen too."
        : noServiceYet)
      """)
  }
}
