import Foundation
import HeadlessKit
import Testing

@testable import TimelineApp
@testable import TimelineDownloads

/// Step 5, continued: with two screens, each background session's
/// completion handler goes to the screen that owns the session, and to no
/// other. Who gets which handler, in every order of wakes and sessions,
/// is what the step's sessions play; this is the one thing they cannot:
/// the shared application, where a screen could find another handler.
extension Step5 {
  @Test("With the app running, the messages screen runs no handler but its own")
  func messagesReachForNoApplication() throws {
    try whileTheAppRuns { appDelegate in
      // The running app was woken for the messages session: that handler belongs to
      // the app delegate's messages screen, whose session has not finished.
      var appCalls = 0
      Application.shared.handleEventsForBackgroundSession(
        identifier: PrivateMessagesViewController.sessionIdentifier
      ) { appCalls += 1 }

      // A second messages screen on show, which nobody handed a handler, sees its own
      // session finish.
      let messages = makeMessages(network: network)
      try whileOnShow(messages) {
        messages.refreshControl.pull()
        try #require(
          network.finishEvents(
            forSessionIdentifier: PrivateMessagesViewController.sessionIdentifier),
          "Pulling private messages created no session named by the screen's identifier.")
      }

      #expect(
        appCalls == 0,
        """
        A messages screen that was handed no completion handler ran the one that the \
        running app's delegate holds for its own messages screen: the screen reaches \
        for the application. A screen may run only the handler it was handed.
        """)
      #expect(
        appDelegate.privateMessagesViewController.backgroundEventsCompletionHandler != nil,
        """
        The running app's messages screen lost its completion handler although its own \
        session has not finished: another screen used it.
        """)
    }
  }
}
