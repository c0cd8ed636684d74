import Foundation
import HeadlessKit
import Testing

@testable import QwinkleApp
@testable import QwinkleModel

@Suite("4. The networking lives once, in a QwinkleService with a delegate")
@MainActor
struct Step4 {
  let network = FakeDownloadNetwork()

  @Test("QwinkleService downloads the timeline in its own session and tells its delegate")
  func serviceDownloads() throws {
    let service = QwinkleService(network: network, sessionIdentifier: "com.qwinkle.test")
    let spy = SpyServiceDelegate()
    service.delegate = spy

    service.downloadTimeline()

    let session = try #require(
      network.sessions.first,
      """
      downloadTimeline() made no download session. Move the session code here from the \
      screens: make the session once (named by sessionIdentifier, with the service as its \
      delegate), then a download task for QwinkleService.timelineURL, and resume() it.
      """)
    #expect(
      session.delegate === service
        && session.configuration.identifier == "com.qwinkle.test",
      """
      The session should be named by the service's sessionIdentifier and report to the \
      service itself (\(className(of: session.delegate)) is its delegate).
      """)
    try #require(
      network.completeDownload(of: QwinkleService.timelineURL, with: "ana: hi\nbo: yo"),
      "downloadTimeline() started no download of QwinkleService.timelineURL.")
    #expect(
      spy.downloaded == [[Qwink(author: "ana", text: "hi"), Qwink(author: "bo", text: "yo")]],
      """
      The delegate should hear didDownload once, with the downloaded lines as Qwinks; it \
      heard \(spy.downloaded.map(describe)). Keep the file's location from \
      didFinishDownloadingTo, then read it and tell the delegate in didCompleteWithError.
      """)
  }

  @Test("QwinkleService posts a Qwink and tells its delegate once the server has it")
  func servicePosts() throws {
    let service = QwinkleService(network: network, sessionIdentifier: "com.qwinkle.test")
    let spy = SpyServiceDelegate()
    service.delegate = spy
    let qwink = Qwink(author: "dee", text: "lunch?")

    service.post(qwink)
    try #require(
      completePost(on: network),
      "post(_:) started no download of QwinkleService.postURL.")

    #expect(
      spy.posted == [qwink] && spy.downloaded.isEmpty,
      """
      After the server answered the post, the delegate should hear didPost once, with the \
      Qwink that was posted (remember it by task when the post starts); it heard \
      didPost \(spy.posted.count) times and didDownload \(spy.downloaded.count) times.
      """)
  }

  @Test("A failed download reaches the delegate as a failure")
  func serviceReportsFailure() throws {
    let service = QwinkleService(network: network, sessionIdentifier: "com.qwinkle.test")
    let spy = SpyServiceDelegate()
    service.delegate = spy
    service.downloadTimeline()

    try #require(
      network.failDownload(of: QwinkleService.timelineURL),
      "downloadTimeline() started no download of QwinkleService.timelineURL.")

    #expect(
      spy.failures == [FakeDownloadNetwork.Failure.offline.description],
      """
      A failed download should reach the delegate once, through didFailWith, with the \
      session's error; the delegate heard \(spy.failures.count) failures.
      """)
  }

  @Test("The service holds its delegate weakly")
  func weakDelegate() throws {
    let service = QwinkleService(network: network, sessionIdentifier: "com.qwinkle.test")
    let log = CallLog()
    weak var weakSpy: SpyServiceDelegate?
    do {
      let spy = SpyServiceDelegate(log: log)
      service.delegate = spy
      weakSpy = spy
    }

    #expect(
      weakSpy == nil,
      """
      QwinkleService kept its delegate alive. The screen that owns the service is its \
      delegate, so a strong reference back makes a cycle: declare \
      `weak var delegate: (any QwinkleServiceDelegate)?`.
      """)
  }

  @Test("The timeline screen downloads through its own QwinkleService, as its delegate")
  func timelineUsesAService() throws {
    let screen = makeTimelineScreen(timeline: Timeline(currentUser: "dee"), network: network)
    screen.refreshControl.pull()

    let service = try #require(
      qwinkleServices(ownedBy: screen).first,
      """
      TimelineViewController has no stored property holding a QwinkleService. Make one in \
      init (with the network and TimelineViewController.sessionIdentifier) and have \
      refresh(_:) call its downloadTimeline().
      """)
    #expect(
      service.delegate === screen,
      """
      The timeline's QwinkleService has \(className(of: service.delegate)) as its delegate. \
      Make TimelineViewController a QwinkleServiceDelegate and set `service.delegate = self` \
      in init, after super.init().
      """)
    let networking = ownNetworking(of: screen)
    #expect(
      networking.isEmpty,
      """
      TimelineViewController still does networking itself: \(networking). Delete its \
      session code: its QwinkleService does that now.
      """)
    #expect(
      network.sessions.allSatisfy { $0.delegate === service }
        && network.isDownloading(QwinkleService.timelineURL),
      """
      Pulling the timeline should download QwinkleService.timelineURL in the session of \
      the screen's own QwinkleService, and in no other; the sessions report to \
      \(network.sessions.map { className(of: $0.delegate) }). No session code is left \
      outside the service, not even in a helper.
      """)

    let running = try #require(
      qwinkleService(downloading: QwinkleService.timelineURL, on: network),
      "No QwinkleService's session is downloading the timeline after the pull.")
    let spy = SpyServiceDelegate()
    running.delegate = spy
    network.completeDownload(of: QwinkleService.timelineURL, with: "ana: hi")
    #expect(
      spy.downloaded == [[Qwink(author: "ana", text: "hi")]],
      """
      The download the pull started, once over, did not come out of the service as \
      didDownload with the parsed Qwinks (a stand-in delegate heard didDownload \
      \(spy.downloaded.count) times). Call the service's downloadTimeline(), and let the \
      service do all of the work, parsing included.
      """)
  }

  @Test("The new-entry screen posts through its own QwinkleService, as its delegate")
  func newEntryUsesAService() throws {
    let entry = makeNewEntry(timeline: Timeline(currentUser: "dee"), network: network)
    entry.textField.insertText("lunch?")
    entry.doneItem.tap()

    let service = try #require(
      qwinkleServices(ownedBy: entry).first,
      """
      NewEntryViewController has no stored property holding a QwinkleService. Give it one, \
      as the timeline has (with NewEntryViewController.sessionIdentifier), and have done(_:) \
      call its post(_:).
      """)
    #expect(
      service.delegate === entry,
      """
      The new-entry screen's QwinkleService has \(className(of: service.delegate)) as its \
      delegate: set `service.delegate = self` in init.
      """)
    let networking = ownNetworking(of: entry)
    #expect(
      networking.isEmpty,
      """
      NewEntryViewController still has its own copy of the networking: \(networking). \
      Delete it: the same QwinkleService class does it for both screens.
      """)
    #expect(
      network.sessions.allSatisfy { $0.delegate === service }
        && network.isDownloading(QwinkleService.postURL),
      """
      Done should post to QwinkleService.postURL in the session of the screen's own \
      QwinkleService, and in no other; the sessions report to \
      \(network.sessions.map { className(of: $0.delegate) }). No session code is left \
      outside the service, not even in a helper.
      """)

    let running = try #require(
      qwinkleService(downloading: QwinkleService.postURL, on: network),
      "No QwinkleService's session is sending the post after Done.")
    let spy = SpyServiceDelegate()
    running.delegate = spy
    completePost(on: network)
    #expect(
      spy.posted == [Qwink(author: "dee", text: "lunch?")] && spy.downloaded.isEmpty,
      """
      The post Done started, once the server had it, did not come out of the service as \
      didPost with dee's Qwink (a stand-in delegate heard didPost \(spy.posted.count) \
      times and didDownload \(spy.downloaded.count) times). Done should call the \
      service's post(_:) with the Qwink, not start a download some other way.
      """)
  }

  @Test("A failed post keeps the new-entry screen open, with the draft, and says why")
  func failedPost() throws {
    let qwinkle = LaunchedQwinkle()
    let entry = try #require(
      qwinkle.openNewEntry(),
      "Tapping + showed no NewEntryViewController in the key window.")
    entry.textField.insertText("lunch?")
    entry.doneItem.tap()

    try #require(
      qwinkle.network.failDownload(of: QwinkleService.postURL),
      "Done started no post to QwinkleService.postURL.")

    #expect(
      entry.errorMessage == FakeDownloadNetwork.Failure.offline.description
        && entry.doneItem.isEnabled && qwinkle.timelineScreen.timeline.qwinks.isEmpty,
      """
      After a failed post, the new-entry screen should show the error (errorMessage), \
      enable Done again so the user can retry, and leave the model alone.
      """)
    #expect(
      entry.isVisible && qwinkle.application.keyWindow?.rootViewController === entry,
      """
      After a failed post the new-entry screen closed. It should stay on screen, in the \
      key window, so the user can read the error and try again: close the window only \
      in didPost.
      """)
    #expect(
      entry.textField.text == "lunch?",
      """
      After a failed post the text field holds "\(entry.textField.text)", not the draft \
      "lunch?". Keep the draft, so the user can send it again.
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
      The refresh failed and the spinner still turns. The timeline screen hears \
      didFailWith from its service: end refreshing there too, not only after a success.
      """)
    #expect(
      screen.errorMessage == FakeDownloadNetwork.Failure.offline.description
        && timeline.qwinks == [Qwink(author: "ana", text: "hi")]
        && rows(of: screen.tableView) == ["ana: hi"],
      """
      After a failed refresh the timeline screen should keep the error in errorMessage \
      and leave the model, and the Qwinks on screen, as they were.
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
      "A pull on the timeline and Done on the new-entry screen should both be running.")

    network.completeDownload(of: QwinkleService.timelineURL, with: "ana: hi")

    #expect(
      !screen.refreshControl.isRefreshing && timeline.qwinks == [Qwink(author: "ana", text: "hi")],
      """
      With the new-entry screen open, the timeline's download finished but did not reach \
      the timeline screen (its spinner still turns, the model holds \
      \(describe(timeline.qwinks))). Each screen owns a QwinkleService of its own, made \
      in its init, and is that one's delegate: one shared service has one delegate, and \
      the screen opened last takes it.
      """)

    completePost(on: network)
    #expect(
      timeline.qwinks.first == Qwink(author: "dee", text: "lunch?") && entry.errorMessage == nil,
      "The post, finished next, should reach the new-entry screen and put its Qwink on top.")
  }

  @Test("A new-entry screen is freed once its post is done and it closed")
  func postedEntryIsFreed() throws {
    let qwinkle = LaunchedQwinkle()
    weak var gone: NewEntryViewController?
    do {
      let entry = try #require(
        qwinkle.openNewEntry(),
        "Tapping + showed no NewEntryViewController in the key window.")
      gone = entry
      entry.textField.insertText("lunch?")
      entry.doneItem.tap()
      try #require(
        completePost(on: qwinkle.network), "Done sent nothing to QwinkleService.postURL.")
    }

    #expect(
      gone == nil,
      """
      The new-entry screen posted and closed, but it is still alive. Its service (kept \
      alive by its session until the session ends) must hold the screen weakly: \
      `weak var delegate`. Nothing else should keep a closed screen either.
      """)
  }
}
