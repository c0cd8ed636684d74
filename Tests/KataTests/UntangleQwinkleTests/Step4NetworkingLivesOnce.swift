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
      A QwinkleService asked to download the timeline made no download session: the \
      networking still lives in the screens, copied. Look at \
      QwinkleService.downloadTimeline().
      """)
    #expect(
      session.delegate === service
        && session.configuration.identifier == "com.qwinkle.test",
      """
      The service's session is named "\(session.configuration.identifier)" and reports \
      to \(className(of: session.delegate)); it should be named "com.qwinkle.test", the \
      identifier the service was given, and report to the service itself.
      """)
    try #require(
      network.completeDownload(of: QwinkleService.timelineURL, with: "ana: hi\nbo: yo"),
      """
      A QwinkleService asked to download the timeline is not downloading \
      QwinkleService.timelineURL.
      """)
    #expect(
      spy.downloaded == [[Qwink(author: "ana", text: "hi"), Qwink(author: "bo", text: "yo")]],
      """
      The timeline "ana: hi", "bo: yo" was downloaded, and the service's delegate heard \
      of it as \(spy.downloaded.map(describe)), not once, as those two Qwinks. The \
      service should hand its delegate Qwinks, parsed. Look at what the service does \
      when its session reports a finished download.
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
      "A QwinkleService asked to post sent nothing to QwinkleService.postURL.")

    #expect(
      spy.posted == [qwink] && spy.downloaded.isEmpty,
      """
      The server answered the post, and the service's delegate heard didPost \
      \(times(spy.posted.count)) and didDownload \(times(spy.downloaded.count)); it should \
      hear once that dee's Qwink was posted. Look at what the service remembers of a \
      post until the server answers.
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
      """
      A QwinkleService asked to download the timeline is not downloading \
      QwinkleService.timelineURL.
      """)

    #expect(
      spy.failures == [FakeDownloadNetwork.Failure.offline.description],
      """
      A download failed (offline) and the service's delegate heard of \
      \(counted(spy.failures.count, "failure")), not one with the session's error: a screen would \
      never know. Look at what the service does when its session reports an error.
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
      QwinkleService kept alive a delegate nobody else held. The screen that owns the \
      service is its delegate, so the two would keep each other alive for ever. Look \
      at how QwinkleService declares its delegate.
      """)
  }

  @Test("The timeline screen downloads through its own QwinkleService, as its delegate")
  func timelineUsesAService() throws {
    let screen = makeTimelineScreen(timeline: Timeline(currentUser: "dee"), network: network)
    screen.refreshControl.pull()

    let service = try #require(
      qwinkleServices(ownedBy: screen).first,
      """
      TimelineViewController keeps no QwinkleService of its own: the networking does \
      not live in the service yet. Look at what the timeline screen stores.
      """)
    #expect(
      service.delegate === screen,
      """
      The timeline's QwinkleService reports to \(className(of: service.delegate)), not \
      to the timeline screen, which so never hears of its downloads.
      """)
    let networking = ownNetworking(of: screen)
    #expect(
      networking.isEmpty,
      """
      TimelineViewController still does networking itself: \(networking). The \
      networking should live once, in the service.
      """)
    #expect(
      network.sessions.allSatisfy { $0.delegate === service }
        && network.isDownloading(QwinkleService.timelineURL),
      """
      Pulling the timeline should download QwinkleService.timelineURL in the session of \
      the screen's own QwinkleService, and in no other; the sessions report to \
      \(network.sessions.map { className(of: $0.delegate) }): session code is left \
      outside the service, perhaps in a helper.
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
      \(times(spy.downloaded.count))): the screen asked the service for something else \
      than the timeline, or parses it itself.
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
      NewEntryViewController keeps no QwinkleService of its own: its networking is \
      still a copy. Look at what the new-entry screen stores.
      """)
    #expect(
      service.delegate === entry,
      """
      The new-entry screen's QwinkleService reports to \
      \(className(of: service.delegate)), not to the new-entry screen.
      """)
    let networking = ownNetworking(of: entry)
    #expect(
      networking.isEmpty,
      """
      NewEntryViewController still has its own copy of the networking: \(networking). \
      The same QwinkleService class should do it for both screens.
      """)
    #expect(
      network.sessions.allSatisfy { $0.delegate === service }
        && network.isDownloading(QwinkleService.postURL),
      """
      Done should post to QwinkleService.postURL in the session of the screen's own \
      QwinkleService, and in no other; the sessions report to \
      \(network.sessions.map { className(of: $0.delegate) }): session code is left \
      outside the service, perhaps in a helper.
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
      didPost with dee's Qwink (a stand-in delegate heard didPost \(times(spy.posted.count)) \
      and didDownload \(times(spy.downloaded.count))): Done started it some other \
      way than by posting the Qwink through the service.
      """)
  }
}
