import Foundation
import HeadlessKit

@testable import TimelineApp
@testable import TimelineDownloads

/// slim-timeline: the user pulls the timeline to refresh and the server
/// answers; then the private messages are pulled too; later the system
/// wakes the app for the timeline's background session. As shipped, the
/// screens talk to the network themselves, and the app delegate keeps the
/// system's completion handler. Halfway (a service that tells nobody), the
/// spinner never stops.
extension Story {
  static func tell(_ story: StoryTeller) async {
    let network = FakeDownloadNetwork()
    network.log = { line in
      // Downloaded files have made-up names: the story leaves them out.
      let said = line.components(separatedBy: " →").first ?? line
      story.record("network", said)
    }
    // The app runs as on a phone: code that looks for the app delegate in
    // the shared application finds this one.
    let application = Application.shared
    let previousDelegate = application.delegate
    story.note("The app launches with the timeline on screen.")
    let appDelegate = TimelineAppDelegate(network: network)
    defer {
      appDelegate.window.close()
      application.delegate = previousDelegate
    }
    application.delegate = appDelegate
    application.finishLaunching()
    let timeline = appDelegate.timelineViewController
    let messages = appDelegate.privateMessagesViewController

    story.note("The user pulls the timeline down.")
    timeline.refreshControl.pull()
    for task in network.runningTasks {
      story.record("network", "downloading \(task.originalURL.lastPathComponent)")
    }
    expectService(of: TimelineViewController.sessionIdentifier, for: "timeline", network, story)

    story.note("The server answers with three posts.")
    network.completeDownload(
      of: TimelineViewController.timelineURL,
      with: "ana: the tram is late again\nbo: new bakery on Elm Street\ncy: chess at six?")
    story.screen("The timeline after the download:", appDelegate.window)
    story.expect(
      !timeline.refreshControl.isRefreshing && timeline.posts.count == 3,
      fine: "The spinner stopped and the timeline shows the three posts.",
      wrong: timeline.refreshControl.isRefreshing
        ? "The spinner is still turning: nobody told the screen the download finished."
        : "The spinner stopped, but the timeline does not show the three posts.")

    story.note("The user opens the private messages and pulls them down too.")
    appDelegate.window.rootViewController = messages
    messages.refreshControl.pull()
    expectService(
      of: PrivateMessagesViewController.sessionIdentifier, for: "messages screen", network, story)
    network.completeDownload(
      of: PrivateMessagesViewController.messagesURL, with: "dee: lunch tomorrow?")
    story.expect(
      !messages.refreshControl.isRefreshing && messages.messages.count == 1,
      fine: "The messages arrived and their spinner stopped.",
      wrong: "The messages screen's spinner is still turning, or its message is missing.")

    story.note("Later the system wakes the app for the timeline's session.")
    var handlerRuns = 0
    application.handleEventsForBackgroundSession(
      identifier: TimelineViewController.sessionIdentifier
    ) {
      handlerRuns += 1
      story.record("system", "completion handler ran: the app may sleep")
    }
    let handedOver = timeline.backgroundEventsCompletionHandler != nil
    story.record(
      "AppDelegate",
      handedOver ? "hands the handler to the timeline" : "keeps the handler itself")
    network.finishEvents(forSessionIdentifier: TimelineViewController.sessionIdentifier)
    story.expect(
      handedOver && handlerRuns == 1,
      fine: "The timeline ran the system's handler once, when its session was done.",
      wrong: handlerRuns == 1
        ? "The handler ran, but the app delegate kept it: the timeline's networking "
          + "has to reach into the app delegate to find it."
        : "The system's completion handler never ran: the app cannot go back to sleep.")
  }

  /// Says whether the screen's session reports to a `DownloadService`, or
  /// to the screen itself.
  private static func expectService(
    of identifier: String, for screen: String, _ network: FakeDownloadNetwork,
    _ story: StoryTeller
  ) {
    let session = network.sessions.last { $0.configuration.identifier == identifier }
    let delegate: AnyObject? = session?.delegate
    let name = delegate.map { "\(type(of: $0))" } ?? "nobody"
    story.expect(
      delegate is DownloadService,
      fine: "The \(screen) downloads through a DownloadService, its session's delegate.",
      wrong: session == nil
        ? "The \(screen) made no download session: nothing reached the network."
        : "The \(screen)'s session reports to \(name): the screen does the "
          + "networking itself, with no DownloadService between them.")
  }
}
