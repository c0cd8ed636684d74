import Foundation
import HeadlessKit
import QwinkleModel

/// Qwinkle's application delegate: the app's life, and nothing else.
///
/// At launch it makes the model and the first screen and shows the window;
/// the screen loads its timeline when it appears. When the app comes back
/// to the foreground, it asks the screen to refresh. It downloads nothing
/// itself and knows nothing of sessions or servers.
@MainActor
final class AppDelegate: ApplicationDelegate {
  let window = Window()
  let timelineViewController: TimelineViewController

  /// Keeps the timeline fresh when the app comes back, through the same
  /// QwinkleService class the screens use: no session code here.
  private let service: QwinkleService

  init(network: any DownloadNetwork) {
    timelineViewController = TimelineViewController(
      timeline: Timeline(currentUser: "dee"), network: network)
    service = QwinkleService(network: network, sessionIdentifier: "com.qwinkle.launch")
    service.delegate = self
  }

  func applicationDidFinishLaunching(_ application: Application) {
    window.rootViewController = timelineViewController
    window.makeKeyAndVisible(in: application)
  }

  func applicationWillEnterForeground(_ application: Application) {
    timelineViewController.refreshControl.beginRefreshing()
    service.downloadTimeline()
  }
}

extension AppDelegate: QwinkleServiceDelegate {
  func qwinkleService(_ service: QwinkleService, didDownload qwinks: [Qwink]) {
    timelineViewController.timeline.replaceQwinks(with: qwinks)
    timelineViewController.refreshControl.endRefreshing()
  }

  func qwinkleService(_ service: QwinkleService, didFailWith error: any Error) {
    timelineViewController.refreshControl.endRefreshing()
  }
}
