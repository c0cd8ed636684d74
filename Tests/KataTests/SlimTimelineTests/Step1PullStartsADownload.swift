import Foundation
import HeadlessKit
import Testing

@testable import TimelineApp
@testable import TimelineDownloads

@Suite("1. Pulling to refresh starts a download through a DownloadService")
@MainActor
struct Step1 {
  let network = FakeDownloadNetwork()

  @Test("Pulling the timeline makes one session, and its delegate is a DownloadService")
  func sessionDelegateIsAService() throws {
    let controller = makeTimeline(network: network)

    controller.refreshControl.pull()

    let session = try #require(
      network.sessions.first,
      """
      Pulling the timeline created no download session. TimelineViewController.refresh(_:) \
      should ask its DownloadService to start(), and start() should create the session \
      (through connect()) and a download task.
      """)
    #expect(
      network.sessions.count == 1,
      """
      Pulling once should create exactly one download session, but \(network.sessions.count) \
      were made. Create the session in DownloadService.connect(), and only once.
      """)
    #expect(
      session.delegate !== controller,
      """
      The download session's delegate is still TimelineViewController. Move the session \
      delegate methods into DownloadService, and have the controller call its service's \
      connect() and start() instead of making the session itself.
      """)
    #expect(
      isDownloadService(session.delegate),
      """
      The download session's delegate should be a DownloadService, but it is \
      \(className(of: session.delegate)). Make DownloadService conform to \
      DownloadSessionDelegate and pass self as the delegate when connect() makes the session.
      """)
  }

  @Test("The session's delegate is the DownloadService the timeline owns")
  func controllerOwnsTheService() throws {
    let controller = makeTimeline(network: network)

    controller.refreshControl.pull()

    let service = try #require(
      downloadServices(ownedBy: controller).first,
      """
      TimelineViewController has no stored property holding a DownloadService. Give it one, \
      made in init from the network it is given, TimelineViewController.sessionIdentifier \
      and TimelineViewController.timelineURL.
      """)
    let session = try #require(
      network.sessions.first,
      """
      Pulling the timeline created no download session: refresh(_:) should call start() on \
      the controller's DownloadService.
      """)
    #expect(
      session.delegate === service,
      """
      The session's delegate is \(className(of: session.delegate)), not the DownloadService \
      the timeline owns. The service should make the session in connect(), with itself as \
      the delegate.
      """)
  }

  @Test("The download of the timeline runs in the timeline's background session")
  func downloadRunsInTheRightSession() throws {
    let controller = makeTimeline(network: network)

    controller.refreshControl.pull()

    #expect(
      network.isDownloading(TimelineViewController.timelineURL),
      """
      Nothing is downloading TimelineViewController.timelineURL after the pull. start() should \
      create a download task for the service's url and resume() it.
      """)
    let session = try #require(
      network.sessions.first,
      "Pulling the timeline created no download session: see the first test of this step.")
    #expect(
      session.configuration.identifier == TimelineViewController.sessionIdentifier,
      """
      The session is named "\(session.configuration.identifier)", but it should be named \
      "\(TimelineViewController.sessionIdentifier)", the sessionIdentifier the timeline gives \
      its service. DownloadService.connect() should name the background session after the \
      service's own sessionIdentifier.
      """)
  }

  @Test("The timeline keeps no network and no session of its own")
  func controllerHoldsNoTransport() {
    let controller = makeTimeline(network: network)

    controller.refreshControl.pull()

    let transports = transportProperties(of: controller)
    #expect(
      transports.isEmpty,
      """
      TimelineViewController still stores \(transports.joined(separator: " and ")). A screen \
      should hold only its DownloadService: pass the network to the service in init and keep \
      the session inside the service.
      """)
  }

  @Test("Every pull downloads in the one session the timeline's DownloadService made")
  func everyPullUsesTheServiceSession() throws {
    let controller = makeTimeline(network: network)
    controller.refreshControl.pull()
    // Stopping the spinner is step 2's work; here the test stops it, to pull again.
    controller.refreshControl.endRefreshing()
    controller.refreshControl.pull()

    #expect(
      network.sessions.count == 1,
      """
      Two pulls made \(network.sessions.count) download sessions instead of one. The \
      timeline should keep one DownloadService for its whole life, made in init, and \
      that service makes its session once, in connect(); each pull only calls start().
      """)
    let session = try #require(
      network.sessions.first,
      "Pulling the timeline created no download session: see the first test of this step.")
    let service = try #require(
      asDownloadService(session.delegate),
      """
      The session's delegate is \(className(of: session.delegate)), not a DownloadService: \
      see the first test of this step.
      """)

    // The service is asked to do its job, as the timeline should ask it.
    let sessionsBefore = network.sessions.count
    service.connect()
    service.start()

    #expect(
      network.sessions.count == sessionsBefore,
      """
      Asking the timeline's DownloadService to connect() made a second session, so the \
      session the timeline downloads in was not made by that service. Let the service \
      make its own session in connect(), and have the timeline only call the service's \
      connect() and start(): how sessions and tasks work is the service's business.
      """)
  }

  @Test("connect() makes the session and start() runs the download")
  func connectThenStart() throws {
    let service = DownloadService(
      network: network, sessionIdentifier: "com.qwinkle.example", url: exampleURL)

    service.connect()

    let session = try #require(
      network.sessions.first,
      """
      DownloadService.connect() created no session. It should ask the network the service \
      was given in init (keep it in a property) for a background session named by \
      sessionIdentifier, with the service itself as the session's delegate.
      """)
    #expect(
      session.configuration.identifier == "com.qwinkle.example",
      """
      connect() named the session "\(session.configuration.identifier)"; it should use the \
      sessionIdentifier the service was given, "com.qwinkle.example".
      """)
    #expect(
      session.delegate === service,
      """
      connect() should make the DownloadService itself the session's delegate, but the \
      delegate is \(className(of: session.delegate)).
      """)

    service.start()

    #expect(
      network.isDownloading(exampleURL),
      """
      After connect() and start(), nothing is downloading the service's url. start() should \
      create a download task for url in the session and resume() it.
      """)
    #expect(
      network.sessions.count == 1,
      """
      start() after connect() should reuse the session, but \(network.sessions.count) \
      sessions were made. connect() should do nothing when the session already exists.
      """)
  }

  @Test("start() on its own connects first")
  func startAloneConnects() {
    let service = DownloadService(
      network: network, sessionIdentifier: "com.qwinkle.example", url: exampleURL)

    service.start()

    #expect(
      network.isDownloading(exampleURL),
      """
      start() without connect() downloaded nothing. Have start() call connect() first \
      (connect() should do nothing when the session already exists), so a forgotten \
      connect() cannot silently drop a download.
      """)
  }
}
