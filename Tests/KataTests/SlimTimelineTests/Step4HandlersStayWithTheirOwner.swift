import Foundation
import HeadlessKit
import Testing

@testable import TimelineApp
@testable import TimelineDownloads

/// Step 4, continued: a completion handler stays with the timeline it was
/// handed to, whatever other sessions and other apps do.
extension Step4 {
  @Test("Woken for another screen's session, the app delegate gives the timeline nothing")
  func otherSessionsHandlerStaysAway() {
    let qwinkle = LaunchedQwinkle(on: network)
    var calls = 0

    // The messages screen's session woke the app, not the timeline's.
    qwinkle.application.handleEventsForBackgroundSession(
      identifier: PrivateMessagesViewController.sessionIdentifier
    ) { calls += 1 }
    network.finishEvents(forSessionIdentifier: TimelineViewController.sessionIdentifier)

    let handed = qwinkle.appDelegate.timelineViewController.backgroundEventsCompletionHandler != nil
    #expect(
      !handed && calls == 0,
      """
      The system woke the app for the messages session, and its completion handler \
      \(calls > 0 ? "ran when the timeline's session finished" : "went to the timeline"): \
      the system would hear that messages were delivered before they were. A handler \
      belongs to the screen whose session woke the app. Look at how \
      TimelineAppDelegate decides who gets the handler.
      """)
  }

  @Test("Two apps, each woken for its timeline, each run their own handler when it is done")
  func twoAppsKeepTheirOwnHandlers() {
    let otherNetwork = FakeDownloadNetwork()
    let first = LaunchedQwinkle(on: network)
    let second = LaunchedQwinkle(on: otherNetwork)
    var firstCalls = 0
    var secondCalls = 0
    first.application.handleEventsForBackgroundSession(
      identifier: TimelineViewController.sessionIdentifier
    ) { firstCalls += 1 }
    second.application.handleEventsForBackgroundSession(
      identifier: TimelineViewController.sessionIdentifier
    ) { secondCalls += 1 }

    network.finishEvents(forSessionIdentifier: TimelineViewController.sessionIdentifier)

    #expect(
      firstCalls == 1 && secondCalls == 0,
      """
      Two apps were woken for their timeline's session, and when the first app's \
      session was done, the first app's handler ran \(times(firstCalls)) and the \
      second app's \(times(secondCalls)); only the first app's should have run, once. \
      \(firstCalls == 0 && secondCalls == 0 ? neitherRan : sharedPlace)
      """)

    otherNetwork.finishEvents(forSessionIdentifier: TimelineViewController.sessionIdentifier)
    #expect(
      firstCalls == 1 && secondCalls == 1,
      """
      Once the second app's session was done too, its handler had run \
      \(times(secondCalls)) and the first app's \(times(firstCalls)): each should have \
      run once.
      """)
  }
}

/// Said when no app's handler ran at all.
private let neitherRan = """
  A handler the system hands over never runs yet: see "The app delegate hands the \
  completion handler to the timeline".
  """

/// Where to look when one app's session ran another app's handler.
private let sharedPlace = """
  The handlers are kept in one place that both timelines share, under a name both \
  have, instead of by each timeline. Look at where a timeline keeps the handler it is \
  handed.
  """
