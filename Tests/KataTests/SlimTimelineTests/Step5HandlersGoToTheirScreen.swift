import Foundation
import HeadlessKit
import Testing

@testable import TimelineApp
@testable import TimelineDownloads

/// Step 5, continued: with two screens, each background session's
/// completion handler goes to the screen that owns the session, and to no
/// other.
extension Step5 {
  @Test("The app delegate hands each session's completion handler to the screen that owns it")
  func appDelegateRoutesHandlers() {
    let qwinkle = LaunchedQwinkle(on: network)
    let messages = qwinkle.appDelegate.privateMessagesViewController
    _ = messages.view
    messages.refreshControl.pull()
    qwinkle.appDelegate.timelineViewController.refreshControl.pull()
    var calls = 0

    qwinkle.application.handleEventsForBackgroundSession(
      identifier: PrivateMessagesViewController.sessionIdentifier
    ) { calls += 1 }
    network.finishEvents(forSessionIdentifier: TimelineViewController.sessionIdentifier)

    #expect(
      calls == 0,
      """
      The completion handler for the messages session ran when the timeline's session \
      finished, before the messages had arrived: the system would suspend the app too \
      soon. Look at how TimelineAppDelegate decides who gets each handler.
      """)

    network.finishEvents(forSessionIdentifier: PrivateMessagesViewController.sessionIdentifier)

    #expect(
      calls == 1,
      """
      The messages session delivered everything, and its completion handler ran \
      \(times(calls)) instead of once. Look at which screen TimelineAppDelegate gives \
      it to, and at what that screen does when its service says the session is done.
      """)
    #expect(
      qwinkle.appDelegate.timelineViewController.backgroundEventsCompletionHandler == nil,
      """
      The timeline was given the messages session's completion handler, which is not \
      its to call. Look at how TimelineAppDelegate decides who gets each handler.
      """)
  }

  @Test("A background wake before anyone pulls reaches the messages screen")
  func wakeBeforeAnyPull() {
    let qwinkle = LaunchedQwinkle(on: network)
    var calls = 0
    qwinkle.application.handleEventsForBackgroundSession(
      identifier: PrivateMessagesViewController.sessionIdentifier
    ) { calls += 1 }

    let delivered = network.finishEvents(
      forSessionIdentifier: PrivateMessagesViewController.sessionIdentifier)
    let noSession = """
      No session of that name existed yet, so its events had nobody to tell. Look at \
      when the messages screen's service makes its session.
      """
    let wrongScreen = """
      Its session existed and delivered everything, so the handler was not where that \
      news arrives. Look at which screen TimelineAppDelegate gives it to.
      """

    #expect(
      delivered && calls == 1,
      """
      The system woke the app for the messages session before anyone pulled, and its \
      completion handler ran \(times(calls)) instead of once. \
      \(delivered ? wrongScreen : noSession)
      """)
  }

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

  @Test("A handler for a session that is none of the app's runs at once, kept by nobody")
  func foreignSessionsHandlerRunsAtOnce() {
    let qwinkle = LaunchedQwinkle(on: network)
    var calls = 0

    qwinkle.application.handleEventsForBackgroundSession(identifier: "com.someone.else") {
      calls += 1
    }

    let keptBy = [
      qwinkle.appDelegate.timelineViewController.backgroundEventsCompletionHandler == nil
        ? nil : "the timeline",
      qwinkle.appDelegate.privateMessagesViewController.backgroundEventsCompletionHandler == nil
        ? nil : "the messages screen",
    ].compactMap { $0 }
    #expect(
      calls == 1 && keptBy.isEmpty,
      """
      The system woke the app for a session that none of its screens owns, and its \
      completion handler ran \(times(calls))\
      \(keptBy.isEmpty ? "" : " and went to \(keptBy.joined(separator: " and "))"). \
      No screen's session will ever finish to call it, so the system would wait in \
      vain; it should run once, at once. Look at what TimelineAppDelegate does with a \
      handler for a session it does not know.
      """)
  }

  @Test("A session merely named like one of the app's is not the app's")
  func lookAlikeSessionsAreForeign() {
    // Names another app, or an old version of this one, might give its sessions.
    let lookAlikes = [
      "com.other.timeline", "com.other.messages",
      TimelineViewController.sessionIdentifier + ".old",
      PrivateMessagesViewController.sessionIdentifier + ".old",
    ]
    for identifier in lookAlikes {
      let qwinkle = LaunchedQwinkle(on: network)
      var calls = 0

      qwinkle.application.handleEventsForBackgroundSession(identifier: identifier) {
        calls += 1
      }

      let keptBy = [
        qwinkle.appDelegate.timelineViewController.backgroundEventsCompletionHandler == nil
          ? nil : "the timeline",
        qwinkle.appDelegate.privateMessagesViewController.backgroundEventsCompletionHandler == nil
          ? nil : "the messages screen",
      ].compactMap { $0 }
      #expect(
        calls == 1 && keptBy.isEmpty,
        """
        The system woke the app for a session named "\(identifier)", which is none of its \
        own, and its completion handler ran \(times(calls))\
        \(keptBy.isEmpty ? "" : " and went to \(keptBy.joined(separator: " and "))"). \
        A name that only looks like ours belongs to a session none of the screens owns: \
        nothing will ever call its handler, so it should run once, at once. Look at how \
        TimelineAppDelegate tells its own sessions from others.
        """)
    }
  }
}
