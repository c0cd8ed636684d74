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
      Pulling the timeline created no download session, so nothing was downloaded. A \
      pull should start a download. Look at what the timeline's refresh action does, \
      and at DownloadService.
      """)
    #expect(
      network.sessions.count == 1,
      """
      Pulling once created \(network.sessions.count) download sessions; one was \
      expected, made by the timeline's DownloadService. Look at where sessions are made.
      """)
    #expect(
      session.delegate !== controller,
      """
      The download session reports to TimelineViewController itself: the screen still \
      does the networking. The session should report to a DownloadService, the one \
      object that knows how downloading works. Look at who makes the session.
      """)
    #expect(
      isDownloadService(session.delegate),
      """
      The download session reports to \(className(of: session.delegate)), not to a \
      DownloadService. The service should be the one the session talks to. Look at \
      DownloadService and at who makes the session.
      """)
  }

  @Test("The session's delegate is the DownloadService the timeline owns")
  func controllerOwnsTheService() throws {
    let controller = makeTimeline(network: network)

    controller.refreshControl.pull()

    let service = try #require(
      downloadServices(ownedBy: controller).first,
      """
      TimelineViewController keeps no DownloadService of its own, so it has nothing to \
      ask for its downloads. A screen should own the service it downloads through, for \
      its whole life. Look at what TimelineViewController stores.
      """)
    let session = try #require(
      network.sessions.first,
      """
      Pulling the timeline created no download session: see the first test of this step.
      """)
    #expect(
      session.delegate === service,
      """
      The session reports to \(className(of: session.delegate)), not to the \
      DownloadService the timeline owns: the timeline downloads through something else \
      than its own service. Look at who makes the session, and for whom.
      """)
  }

  @Test("The download of the timeline runs in the timeline's background session")
  func downloadRunsInTheRightSession() throws {
    let controller = makeTimeline(network: network)

    controller.refreshControl.pull()

    #expect(
      network.isDownloading(TimelineViewController.timelineURL),
      """
      After the pull nothing is downloading TimelineViewController.timelineURL. A pull \
      should start that download. Look at what the timeline's DownloadService does \
      when asked to start.
      """)
    let session = try #require(
      network.sessions.first,
      "Pulling the timeline created no download session: see the first test of this step.")
    #expect(
      session.configuration.identifier == TimelineViewController.sessionIdentifier,
      """
      The session is named "\(session.configuration.identifier)", not \
      "\(TimelineViewController.sessionIdentifier)", the identifier the timeline gives its \
      service: the system could not wake the app for it. Look at how DownloadService \
      names the session it makes.
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
      TimelineViewController still stores \(transports.joined(separator: " and ")): the \
      screen can still do networking of its own. A screen should hold only its \
      DownloadService. Look at TimelineViewController's stored properties.
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
      Two pulls made \(network.sessions.count) download sessions instead of one. One \
      timeline should keep one DownloadService for its whole life, and one service \
      one session. Look at what a pull makes anew.
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
      Asking the timeline's DownloadService to connect made a second session, so the \
      session the timeline downloads in was not made by that service: the screen still \
      decides how sessions are made. How sessions and tasks work should be the \
      service's business alone. Look at where the timeline's session comes from.
      """)
  }

  @Test("The pull's download is started by the download service, not by the screen")
  func serviceStartsTheDownload() throws {
    let controller = makeTimeline(network: network)

    controller.refreshControl.pull()

    let task = try #require(
      network.runningTasks.first,
      "Pulling the timeline started no download: see the first test of this step.")
    let startedBy = task.startedIn ?? "nowhere"
    #expect(
      startsInTheServiceModule(task),
      """
      The timeline's download was started by code in \(startedBy), outside the \
      download service's module: the screen reaches into the service's session and \
      starts tasks itself, so it still knows how downloading works. Only the service \
      should touch sessions and tasks. Look at what TimelineViewController's refresh \
      action does, and at what DownloadService makes public.
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
      A DownloadService asked to connect created no session, so it has nowhere to \
      download. Look at DownloadService.connect().
      """)
    #expect(
      session.configuration.identifier == "com.qwinkle.example",
      """
      The service named its session "\(session.configuration.identifier)", not \
      "com.qwinkle.example", the identifier it was given.
      """)
    #expect(
      session.delegate === service,
      """
      The service's session reports to \(className(of: session.delegate)), not to the \
      service that made it, so the service never hears how its downloads went.
      """)

    service.start()

    #expect(
      network.isDownloading(exampleURL),
      """
      After connecting and starting, nothing is downloading the service's url. Look at \
      DownloadService.start().
      """)
    #expect(
      network.sessions.count == 1,
      """
      Starting after connecting made \(counted(network.sessions.count, "session")); one service \
      should have one session, however often it is asked to connect.
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
      A service asked to start, without being connected first, downloaded nothing: a \
      forgotten connect silently drops the download. Starting should work either way.
      """)
  }
}
