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

  /// The network is only passed on, to the screen that will use it.
  init(network: any DownloadNetwork) {
    timelineViewController = TimelineViewController(timeline: .shared, network: network)
  }

  func applicationDidFinishLaunching(_ application: Application) {
    window.rootViewController = timelineViewController
    window.makeKeyAndVisible(in: application)
  }

  func applicationWillEnterForeground(_ application: Application) {
    timelineViewController.refreshTimeline()
  }
}
