import Foundation
import HeadlessKit
import Testing

@testable import Delegation

@MainActor
@Suite("The app delegate only deals with the system")
struct AppDelegateTests {
  private let network = FakeDownloadNetwork()
  private let application = Application()

  @Test("Launching shows the timeline in a key window")
  func launchShowsTimeline() {
    let appDelegate = AppDelegate(network: network)
    application.delegate = appDelegate

    application.finishLaunching()

    #expect(application.keyWindow === appDelegate.window)
    #expect(appDelegate.window.rootViewController === appDelegate.timelineViewController)
    #expect(appDelegate.timelineViewController.isVisible)
  }

  @Test("Each screen's session exists as soon as the app delegate does")
  func sessionsExistEarly() {
    _ = AppDelegate(network: network)

    #expect(
      Set(network.sessions.map(\.configuration.identifier)) == [
        TimelineViewController.sessionIdentifier, PrivateMessagesViewController.sessionIdentifier,
      ])
  }

  @Test("A background wake-up hands the completion handler to the timeline screen")
  func handsHandlerToTimeline() {
    let appDelegate = AppDelegate(network: network)
    application.delegate = appDelegate
    var calls = 0

    application.handleEventsForBackgroundSession(
      identifier: TimelineViewController.sessionIdentifier
    ) { calls += 1 }

    #expect(appDelegate.timelineViewController.backgroundEventsCompletionHandler != nil)
    #expect(appDelegate.privateMessagesViewController.backgroundEventsCompletionHandler == nil)
    #expect(calls == 0)

    network.finishEvents(forSessionIdentifier: TimelineViewController.sessionIdentifier)

    #expect(calls == 1)
  }

  @Test("A background wake-up for messages goes to the private messages screen")
  func handsHandlerToMessages() {
    let appDelegate = AppDelegate(network: network)
    application.delegate = appDelegate
    var calls = 0

    application.handleEventsForBackgroundSession(
      identifier: PrivateMessagesViewController.sessionIdentifier
    ) { calls += 1 }
    network.finishEvents(forSessionIdentifier: PrivateMessagesViewController.sessionIdentifier)

    #expect(calls == 1)
    #expect(appDelegate.timelineViewController.backgroundEventsCompletionHandler == nil)
  }

  @Test("A wake-up for a session nobody owns is finished at once")
  func unknownSession() {
    let appDelegate = AppDelegate(network: network)
    application.delegate = appDelegate
    var calls = 0

    application.handleEventsForBackgroundSession(identifier: "com.example.other") { calls += 1 }

    #expect(calls == 1)
  }
}
