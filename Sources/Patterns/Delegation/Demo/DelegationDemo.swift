import Foundation
import HeadlessKit

/// Runs the Qwinkle example app against a fake network and records who calls
/// whom: the user pulls to refresh, the timeline screen asks its
/// `DownloadService` to start, the network finishes, the session tells the
/// service, the service tells its delegate (the screen), and the spinner
/// stops. Then the background path: the system wakes the app, the app
/// delegate hands the completion handler to the screen, and the screen calls
/// it when its service says the session is done.
///
/// Every line of the trace comes from the code as it runs. The service has no
/// trace calls in it: recorders stand in front of its session delegate and
/// its own delegate, which the protocols make possible. The screen and the
/// app delegate describe their own steps through a small `log` hook.
@MainActor
public enum DelegationDemo {
  /// What the fake server sends for the timeline: one post a line.
  static let timeline = [
    "ana: the tram is late again",
    "bo: new bakery on Elm Street",
    "cy: chess in the park at six?",
  ]

  public static func run() -> Trace {
    let trace = Trace()
    let network = FakeDownloadNetwork()
    let application = Application()
    let identifier = TimelineViewController.sessionIdentifier

    trace.note("The app launches. Each screen's DownloadService connects.")
    let appDelegate = AppDelegate(network: RecordingNetwork(network, trace: trace))
    application.delegate = appDelegate
    application.finishLaunching()
    let screen = appDelegate.timelineViewController

    // Listen in on the screen, the app delegate and the service's delegate.
    screen.log = { trace.record("TimelineViewController", $0) }
    appDelegate.log = { trace.record("AppDelegate", $0) }
    let recorder = RecordingServiceDelegate(passingTo: screen, trace: trace)
    screen.downloadService.delegate = recorder

    trace.note("The user pulls the timeline down.")
    for target in screen.refreshControl.allTargets {
      trace.record("RefreshControl", "sends .valueChanged -> \(type(of: target))")
    }
    screen.refreshControl.pull()
    for task in network.runningTasks {
      trace.record("network", "downloading \(task.originalURL.lastPathComponent)")
    }
    trace.screen("The timeline while it refreshes:", appDelegate.window)

    trace.note("The server answers: the network finishes the download.")
    network.completeDownload(
      of: TimelineViewController.timelineURL, with: timeline.joined(separator: "\n"))
    trace.screen("The timeline after the download:", appDelegate.window)

    trace.note("Later, the app is in the background when the system wakes it")
    trace.note("for the timeline's session.")
    trace.record("system", "-> Application: handleEventsForBackgroundSession")
    application.handleEventsForBackgroundSession(identifier: identifier) {
      trace.record("system", "completion handler ran: the app may sleep")
    }
    trace.note("The session has delivered every event it had queued.")
    network.finishEvents(forSessionIdentifier: identifier)

    // The recorder must outlive the run: the service holds it only weakly.
    withExtendedLifetime(recorder) {}
    return trace
  }
}
