import Foundation
import HeadlessKit
import Testing

@testable import QwinkleApp
@testable import QwinkleModel

/// Step 4, continued: what the user does next, after a request failed or
/// while one is still out. A failure ends one request, not the screen's work.
extension Step4 {
  @Test("After a failed refresh, a pull and coming back both refresh again")
  func refreshAfterAFailure() throws {
    let qwinkle = LaunchedQwinkle()
    let screen = qwinkle.timelineScreen
    try #require(
      qwinkle.network.failDownload(of: QwinkleService.timelineURL),
      "At launch the timeline screen started no download of QwinkleService.timelineURL.")

    screen.refreshControl.pull()
    let pulled = qwinkle.network.isDownloading(QwinkleService.timelineURL)
    #expect(
      pulled,
      """
      The launch load failed, then the user pulled the timeline down: the spinner \
      \(screen.refreshControl.isRefreshing ? "turns" : "does not turn"), but no download \
      started. After a failure the screen still believes a refresh is under way, and \
      ignores every later one. Look at what the timeline screen remembers about a \
      refresh, and what clears it when the refresh fails.
      """)

    qwinkle.network.failDownload(of: QwinkleService.timelineURL)
    qwinkle.application.enterForeground()
    #expect(
      qwinkle.network.isDownloading(QwinkleService.timelineURL)
        && screen.refreshControl.isRefreshing,
      """
      \(pulled ? "A pull" : "The launch load") failed, then the app came back to the \
      foreground, and no refresh started (spinner \
      \(screen.refreshControl.isRefreshing ? "turning" : "stopped")): coming back should \
      download the timeline again, spinner turning. Look at what the timeline screen \
      remembers about a refresh, and what clears it when the refresh fails.
      """)
  }

  @Test("After a failed post, Done posts the draft again")
  func postAgainAfterAFailure() throws {
    let qwinkle = LaunchedQwinkle()
    let entry = try #require(
      qwinkle.openNewEntry(), "Tapping + showed no new-entry screen in the key window.")
    entry.textField.insertText("lunch?")
    entry.doneItem.tap()
    try #require(
      qwinkle.network.failDownload(of: QwinkleService.postURL),
      "Done sent nothing to QwinkleService.postURL.")

    entry.doneItem.tap()
    let sent = qwinkle.network.isDownloading(QwinkleService.postURL)
    #expect(
      sent,
      """
      The post failed, and the user tapped Done again (it is \
      \(entry.doneItem.isEnabled ? "enabled" : "disabled")): nothing was sent. The screen \
      still believes the first post is under way, so the user can never send the draft. \
      Look at what the new-entry screen remembers about a post, and what clears it when \
      the post fails.
      """)
    if sent { completePost(on: qwinkle.network) }
    #expect(
      qwinkle.timelineScreen.timeline.qwinks.first == Qwink(author: "dee", text: "lunch?")
        && !entry.isVisible,
      """
      The second try at the post \(sent ? "was stored" : "never went"), and the model \
      starts with \(describe(Array(qwinkle.timelineScreen.timeline.qwinks.prefix(1)))) \
      with the new-entry screen \(entry.isVisible ? "still open" : "closed"): the Qwink \
      should be on top and the screen closed.
      """)
  }

  @Test("A post that fails after the server's answer arrived is a failure")
  func postFailureAfterTheFile() throws {
    let service = QwinkleService(network: network, sessionIdentifier: "com.qwinkle.test")
    let spy = SpyServiceDelegate()
    service.delegate = spy
    service.post(Qwink(author: "dee", text: "lunch?"))

    try #require(
      network.failDownload(of: QwinkleService.postURL, afterWriting: "stored"),
      "A QwinkleService asked to post is not sending to QwinkleService.postURL.")

    #expect(
      spy.posted.isEmpty && spy.failures == [FakeDownloadNetwork.Failure.offline.description],
      """
      The session handed over the server's answer, then said the post failed (offline). \
      The service's delegate heard that \(describe(spy.posted)) were posted and of \
      \(counted(spy.failures.count, "failure")): a Qwink the server may never have kept would go \
      into the model. The outcome decides, not the file, for posts as for downloads. \
      Look at what the service believes first when a task ends.
      """)
  }

  @Test("A new-entry screen closed while its post is out is freed at once")
  func entryClosedMidPostIsFreed() throws {
    let qwinkle = LaunchedQwinkle()
    weak var gone: NewEntryViewController?
    var hasService = false
    do {
      let entry = try #require(
        qwinkle.openNewEntry(), "Tapping + showed no new-entry screen in the key window.")
      gone = entry
      hasService = !qwinkleServices(ownedBy: entry).isEmpty
      entry.textField.insertText("lunch?")
      entry.doneItem.tap()
      try #require(
        qwinkle.network.isDownloading(QwinkleService.postURL),
        "Done sent nothing to QwinkleService.postURL.")
      // The window goes while the server has not answered yet.
      entry.view.window?.close()
    }

    #expect(
      gone == nil,
      """
      The new-entry screen's window was closed while its post was still out, and the \
      screen is still alive: it lives until the server answers, or for ever if it \
      never does. \(hasService
        ? "Its service is kept alive by its session while the post runs, so whatever the "
          + "service holds of the screen, even for a while, keeps a closed screen too. Look "
          + "at how the service holds its delegate while a request is out."
        : noServiceYet)
      """)
    qwinkle.network.failDownload(of: QwinkleService.postURL)  // Tells nobody.
  }
}
