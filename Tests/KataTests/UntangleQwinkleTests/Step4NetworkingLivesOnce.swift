import Foundation
import HeadlessKit
import Testing

@testable import UntangleQwinkle

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
      "Pulling the timeline should download QwinkleService.timelineURL in the service's session.")
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
      "Done should post to QwinkleService.postURL in the service's session.")
  }

  @Test("A failed post keeps the new-entry screen open, with the draft, and says why")
  func failedPost() throws {
    let timeline = Timeline(currentUser: "dee")
    let entry = makeNewEntry(timeline: timeline, network: network)
    entry.textField.insertText("lunch?")
    entry.doneItem.tap()

    try #require(
      network.failDownload(of: QwinkleService.postURL),
      "Done started no post to QwinkleService.postURL.")

    #expect(
      entry.errorMessage == FakeDownloadNetwork.Failure.offline.description
        && entry.doneItem.isEnabled && timeline.qwinks.isEmpty,
      """
      After a failed post, the new-entry screen should show the error (errorMessage), \
      enable Done again so the user can retry, and leave the model alone.
      """)
  }
}
